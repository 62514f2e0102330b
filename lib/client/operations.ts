"use client";
/**
 * Calling the shop's operation documents from client islands. `runMutation` follows the
 * spec's conventions (shopping §7, §8): a null response raises the server-error message,
 * and a single-field mutation whose payload has userErrors raises the first of them.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { Operation, UserErrorData } from "@/lib/graphql/operations/define";
import type { ShopOperationContext } from "./apollo";

/** The operation's typed document (gql.tada), as Apollo takes it. */
export function documentOf<TData, TVariables>(
  operation: Operation<TData, TVariables>,
): TypedDocumentNode<TData, TVariables & OperationVariables> {
  return operation.document as TypedDocumentNode<TData, TVariables & OperationVariables>;
}

/**
 * For helpers generic over the operation: their own signature already ties the variables to
 * the document, and Apollo's conditional variables option cannot be resolved inside a generic.
 */
export function untypedVariablesDocumentOf<TData, TVariables>(
  operation: Operation<TData, TVariables>,
): TypedDocumentNode<TData, OperationVariables> {
  return operation.document as TypedDocumentNode<TData, OperationVariables>;
}

/** An expected failure the server reported as a userError (message already translated). */
export class UserErrorException extends Error {
  constructor(readonly userError: UserErrorData) {
    super(userError.message);
    this.name = "UserErrorException";
  }
  get code(): string {
    return this.userError.code;
  }
}

/** A call that came back with no data at all; the message is the server-error text. */
export class ServerErrorException extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ServerErrorException";
  }
}

function firstUserError(data: Record<string, unknown>): UserErrorData | undefined {
  const fields = Object.values(data);
  if (fields.length !== 1) return undefined;
  const payload = fields[0] as { userErrors?: UserErrorData[] } | null;
  return payload?.userErrors?.[0];
}

export async function runMutation<TData, TVariables>(
  client: ApolloClient,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  options: ShopOperationContext & { serverErrorMessage: string },
): Promise<TData> {
  const { serverErrorMessage, ...callContext } = options;
  const context = { changesSession: operation.changesSession, ...callContext };
  const result = await client.mutate({
    mutation: untypedVariablesDocumentOf(operation),
    variables: variables as Record<string, unknown>,
    context,
    errorPolicy: context.ignoreErrors ? "ignore" : "none",
  });
  const data = result.data as TData | null | undefined;
  if (data === null || data === undefined) throw new ServerErrorException(serverErrorMessage);
  const userError = firstUserError(data as Record<string, unknown>);
  if (userError) throw new UserErrorException(userError);
  return data;
}

/**
 * A query outside React's render (a button's handler, a refetch after a failed mutation):
 * straight from the network, and a response without data raises the server-error message.
 */
export async function runQuery<TData, TVariables>(
  client: ApolloClient,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  options: ShopOperationContext & {
    serverErrorMessage: string;
    fetchPolicy?: "network-only" | "no-cache";
  },
): Promise<TData> {
  const { serverErrorMessage, fetchPolicy, ...context } = options;
  const result = await client.query({
    query: untypedVariablesDocumentOf(operation),
    variables: variables as Record<string, unknown>,
    context,
    fetchPolicy: fetchPolicy ?? "network-only",
    errorPolicy: context.ignoreErrors ? "ignore" : "none",
  });
  const data = result.data as TData | null | undefined;
  if (data === null || data === undefined) throw new ServerErrorException(serverErrorMessage);
  return data;
}

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
