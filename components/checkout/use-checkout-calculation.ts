"use client";
/**
 * Live totals (shopping §3 Calculation input and result): cartItemCalculate with the hand-off
 * lines and everything the form chose that changes money. Each change asks again; the last
 * answer stays on screen meanwhile, so the totals never blink empty. The server's answer for
 * the first form (issue 15 item 4) stands until the form changes, so it is not asked twice.
 */
import { useState } from "react";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import type { CalculateInputData, CalculationData } from "@/lib/graphql/operations/cart";
import { cartItemCalculate } from "@/lib/graphql/persisted/cart";

export function useCheckoutCalculation(
  input: CalculateInputData | null,
  fromServer: { input: CalculateInputData; result: CalculationData } | null = null,
): {
  calculation: CalculationData | null;
  loading: boolean;
  failed: boolean;
} {
  const serverAnswers =
    fromServer !== null && JSON.stringify(fromServer.input) === JSON.stringify(input);
  const { data, loading, error } = useTransportQuery(cartItemCalculate, {
    variables: { input: input ?? {} },
    skip: input === null || serverAnswers,
  });
  const fresh = serverAnswers ? fromServer.result : (data?.cartItemCalculate ?? null);
  const [last, setLast] = useState<CalculationData | null>(fromServer?.result ?? null);
  if (fresh && fresh !== last) setLast(fresh);
  return {
    calculation: fresh ?? last,
    loading: !serverAnswers && loading,
    failed: !serverAnswers && Boolean(error),
  };
}
