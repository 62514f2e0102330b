"use client";
/**
 * Live totals (shopping §3 Calculation input and result): cartItemCalculate with the hand-off
 * lines and everything the form chose that changes money. Each change asks again; the last
 * answer stays on screen meanwhile, so the totals never blink empty.
 */
import { useState } from "react";
import { useShopQuery } from "@/lib/client/use-shop-query";
import {
  cartItemCalculate,
  type CalculateInputData,
  type CalculationData,
} from "@/lib/graphql/operations/cart";

export function useCheckoutCalculation(input: CalculateInputData | null): {
  calculation: CalculationData | null;
  loading: boolean;
  failed: boolean;
} {
  const { data, loading, error } = useShopQuery(cartItemCalculate, {
    variables: { input: input ?? {} },
    skip: input === null,
    fetchPolicy: "no-cache",
  });
  const fresh = data?.cartItemCalculate ?? null;
  const [last, setLast] = useState<CalculationData | null>(null);
  if (fresh && fresh !== last) setLast(fresh);
  return { calculation: fresh ?? last, loading, failed: Boolean(error) };
}
