"use client";
/**
 * Calling the shop's operation documents from client islands. `runMutation` follows the
 * spec's conventions (shopping §7, §8): a null response raises the server-error message,
 * and a single-field mutation whose payload has userErrors raises the first of them.
 *
 * Both callers work: the ShopTransport on every page, and Apollo Client on the pages that
 * mount it (whose cache then takes the answer in). Nothing here imports Apollo, so a catalog
 * island that runs operations ships none of it. Through the transport, an island sends its
 * persisted operation (lib/graphql/persisted: the hash, no document); Apollo needs the
 * document of lib/graphql/operations, which its cache reads.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { Operation, UserErrorData } from "@/lib/graphql/operations/define";
import type { PersistedOperation } from "@/lib/graphql/persisted/persisted-operation";
import type { GraphQLErrorData, ShopOperationContext, ShopTransport } from "./shop-transport";

/** Who sends an operation: the page's Apollo Client, or the bare transport. */
export type ShopCaller = ApolloClient | ShopTransport;

/** What the transport sends: a persisted operation, or a document with its text. */
export type TransportOperation<TData, TVariables> =
  Operation<TData, TVariables> | PersistedOperation<TData, TVariables>;

function isTransport(caller: ShopCaller): caller is ShopTransport {
  return "send" in caller;
}

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

/** A call the API answered with GraphQL errors (sent through the transport). */
export class GraphQLCallError extends Error {
  constructor(readonly errors: readonly GraphQLErrorData[]) {
    super(errors[0]?.message ?? "GraphQL error");
    this.name = "GraphQLCallError";
  }
}

/**
 * The GraphQL errors a failed call carries, whichever caller sent it (Apollo's
 * CombinedGraphQLErrors has the same `errors` list), or null for any other failure.
 */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorData[] | null {
  if (error instanceof GraphQLCallError) return error.errors;
  if (
    error instanceof Error &&
    error.name === "CombinedGraphQLErrors" &&
    Array.isArray((error as { errors?: unknown }).errors)
  ) {
    return (error as unknown as { errors: GraphQLErrorData[] }).errors;
  }
  return null;
}

function firstUserError(data: Record<string, unknown>): UserErrorData | undefined {
  const fields = Object.values(data);
  if (fields.length !== 1) return undefined;
  const payload = fields[0] as { userErrors?: UserErrorData[] } | null;
  return payload?.userErrors?.[0];
}

/** A transport call with Apollo's error policies: "none" raises, "ignore" drops the errors. */
export async function transportCall<TData, TVariables>(
  transport: ShopTransport,
  operation: TransportOperation<TData, TVariables>,
  variables: TVariables,
  context: ShopOperationContext,
): Promise<TData | null | undefined> {
  const result = await transport.request(operation, variables, context);
  if (!context.ignoreErrors && result.errors?.length) throw new GraphQLCallError(result.errors);
  return result.data;
}

/** The call's data, through the transport or through the page's Apollo Client. */
async function dataOf<TData, TVariables>(
  caller: ShopCaller,
  operation: TransportOperation<TData, TVariables>,
  variables: TVariables,
  context: ShopOperationContext,
  viaApollo: (
    client: ApolloClient,
    document: Operation<TData, TVariables>,
  ) => Promise<{ data?: unknown }>,
): Promise<TData | null | undefined> {
  if (isTransport(caller)) return transportCall(caller, operation, variables, context);
  if (!("document" in operation)) {
    throw new Error(`Apollo needs the document of ${operation.name}, not its hash`);
  }
  return (await viaApollo(caller, operation)).data as TData | null | undefined;
}

/** Through the transport, either form of an operation; through Apollo, its document. */
export async function runMutation<TData, TVariables>(
  caller: ShopTransport,
  operation: TransportOperation<TData, TVariables>,
  variables: TVariables,
  options: ShopOperationContext & { serverErrorMessage: string },
): Promise<TData>;
export async function runMutation<TData, TVariables>(
  caller: ShopCaller,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  options: ShopOperationContext & { serverErrorMessage: string },
): Promise<TData>;
export async function runMutation<TData, TVariables>(
  caller: ShopCaller,
  operation: TransportOperation<TData, TVariables>,
  variables: TVariables,
  options: ShopOperationContext & { serverErrorMessage: string },
): Promise<TData> {
  const { serverErrorMessage, ...callContext } = options;
  const context = { changesSession: operation.changesSession, ...callContext };
  const data = await dataOf(caller, operation, variables, context, (client, document) =>
    client.mutate({
      mutation: untypedVariablesDocumentOf(document),
      variables: variables as Record<string, unknown>,
      context,
      errorPolicy: context.ignoreErrors ? "ignore" : "none",
    }),
  );
  if (data === null || data === undefined) throw new ServerErrorException(serverErrorMessage);
  const userError = firstUserError(data as Record<string, unknown>);
  if (userError) throw new UserErrorException(userError);
  return data;
}

/**
 * A query outside React's render (a button's handler, a refetch after a failed mutation):
 * straight from the network, and a response without data raises the server-error message.
 */
type RunQueryOptions = ShopOperationContext & {
  serverErrorMessage: string;
  fetchPolicy?: "network-only" | "no-cache";
};

export async function runQuery<TData, TVariables>(
  caller: ShopTransport,
  operation: TransportOperation<TData, TVariables>,
  variables: TVariables,
  options: RunQueryOptions,
): Promise<TData>;
export async function runQuery<TData, TVariables>(
  caller: ShopCaller,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  options: RunQueryOptions,
): Promise<TData>;
export async function runQuery<TData, TVariables>(
  caller: ShopCaller,
  operation: TransportOperation<TData, TVariables>,
  variables: TVariables,
  options: RunQueryOptions,
): Promise<TData> {
  const { serverErrorMessage, fetchPolicy, ...context } = options;
  const data = await dataOf(caller, operation, variables, context, (client, document) =>
    client.query({
      query: untypedVariablesDocumentOf(document),
      variables: variables as Record<string, unknown>,
      context,
      fetchPolicy: fetchPolicy ?? "network-only",
      errorPolicy: context.ignoreErrors ? "ignore" : "none",
    }),
  );
  if (data === null || data === undefined) throw new ServerErrorException(serverErrorMessage);
  return data;
}
