/**
 * lib/graphql/persisted/ holds, for each module of lib/graphql/operations, the same operations
 * as the browser's islands send them: the name and the SHA-256 of the printed document, which
 * every instance's persisted-query store holds from its first request (docs/adr/0007). The
 * document text, its fragments and the GraphQL printer stay on the server, so a catalog page
 * ships none of them (issue 15's first-load budget, docs/adr/0033).
 *
 * The modules beside this one are written by `npm run operations:persist`; a unit test fails
 * when one is stale. This module has types only.
 */
import type { Operation } from "../operations/define";

export interface PersistedOperation<TData = unknown, TVariables = unknown> {
  readonly name: string;
  readonly kind: "query" | "mutation";
  readonly sha256Hash: string;
  /** As Operation.changesSession: a sign-in or sign-out replacing the browser's session. */
  readonly changesSession: boolean;
  /** Carries the result and variables types; never set. */
  readonly __types?: { readonly data: TData; readonly variables: TVariables };
}

/** The persisted form of a lib/graphql/operations operation, with its result and variables. */
export type PersistedOperationOf<O> =
  O extends Operation<infer TData, infer TVariables>
    ? PersistedOperation<TData, TVariables>
    : never;
