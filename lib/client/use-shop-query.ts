"use client";
/**
 * Apollo's useQuery over an operation of lib/graphql/operations, for the pages that mount Apollo
 * (components/providers/apollo-shop-provider.tsx). Catalog islands use useTransportQuery.
 */
import { useQuery } from "@apollo/client/react";
import type { Operation } from "@/lib/graphql/operations/define";
import { untypedVariablesDocumentOf } from "./operations";
import type { ShopOperationContext } from "./shop-transport";

export function useShopQuery<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  options: {
    variables?: TVariables;
    skip?: boolean;
    fetchPolicy?: "cache-first" | "network-only" | "no-cache";
  } & ShopOperationContext = {},
) {
  const { variables, skip, fetchPolicy, ...context } = options;
  return useQuery<TData>(untypedVariablesDocumentOf(operation), {
    variables: variables as Record<string, unknown> | undefined,
    skip,
    fetchPolicy,
    context,
    errorPolicy: context.ignoreErrors ? "ignore" : "none",
  });
}
