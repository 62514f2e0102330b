"use client";
/**
 * A query of a catalog island, sent through the ShopTransport (no Apollo on those pages,
 * docs/adr/0031): asks again when its variables or `askAgainOn` change or it stops being skipped,
 * and keeps only the answer to the latest ask. No cache: each island's answer is its own. It
 * sends persisted operations (lib/graphql/persisted), so no document ships with the island.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PersistedOperation } from "@/lib/graphql/persisted/persisted-operation";
import { transportCall } from "./operations";
import type { ShopOperationContext } from "./shop-transport";
import { useShopTransport } from "./shop-transport-context";

export interface TransportQueryState<TData> {
  data: TData | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => Promise<void>;
}

export function useTransportQuery<TData, TVariables>(
  operation: PersistedOperation<TData, TVariables>,
  options: {
    variables?: TVariables;
    skip?: boolean;
    /** Something the answer depends on besides the variables (the session, say). */
    askAgainOn?: string;
  } & ShopOperationContext = {},
): TransportQueryState<TData> {
  const transport = useShopTransport();
  const { variables, skip = false, askAgainOn, ...context } = options;
  const variablesKey = JSON.stringify(variables ?? {});
  const contextKey = JSON.stringify(context);
  const [state, setState] = useState<{ data?: TData; error?: unknown; loading: boolean }>({
    loading: !skip,
  });
  const latest = useRef(0);

  const ask = useCallback(async () => {
    const asked = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const data = await transportCall(
        transport,
        operation,
        JSON.parse(variablesKey) as TVariables,
        JSON.parse(contextKey) as ShopOperationContext,
      );
      if (asked === latest.current) setState({ data: data ?? undefined, loading: false });
    } catch (error) {
      if (asked === latest.current)
        setState((previous) => ({ ...previous, error, loading: false }));
    }
    // askAgainOn only has to make a new `ask`, which the effect below then runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transport, operation, variablesKey, contextKey, askAgainOn]);

  useEffect(() => {
    if (skip) {
      latest.current += 1;
      setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
      return;
    }
    void ask();
  }, [ask, skip]);

  // Like Apollo's useQuery, a skipped query has no answer.
  return {
    data: skip ? undefined : state.data,
    error: skip ? undefined : state.error,
    loading: state.loading,
    refetch: ask,
  };
}
