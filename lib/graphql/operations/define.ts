/**
 * Operation documents are typed from schema.graphql by gql.tada: `graphql()` parses a document
 * at the type level against the introspection in lib/graphql/graphql-env.d.ts (written by
 * `npm run schema:print`), so a result or variables type is never written by hand and a
 * document that does not match the schema fails `npm run typecheck`. Fragments are not masked:
 * a result includes the fields of the fragments it spreads.
 *
 * An `Operation` wraps a document with what the persisted-query store, the in-process executor
 * and the URL suffix /api/graphql/{name} need: the spec's operation name (architecture: API
 * contract), its kind and its printed source. Browser (Apollo) and server use the same object.
 */
import { initGraphQLTada, type ResultOf, type TadaDocumentNode } from "gql.tada";
import { print, type OperationDefinitionNode } from "graphql";
import type { introspection } from "../graphql-env";

export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: {
    /** ISO 8601 in UTC on the wire. */
    DateTime: string;
    /** A whole number of units, 1 to 99. */
    Quantity: number;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";

export interface Operation<TData = unknown, TVariables = unknown> {
  readonly name: string;
  readonly kind: "query" | "mutation";
  /** The printed document: what the executor sends and the persisted-query store hashes. */
  readonly source: string;
  readonly document: TadaDocumentNode<TData, TVariables>;
}

export type OperationData<O> = O extends Operation<infer D, infer _V> ? D : never;
export type OperationVariables<O> = O extends Operation<infer _D, infer V> ? V : never;

export function defineOperation<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
): Operation<TData, TVariables> {
  const definition = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === "OperationDefinition",
  );
  const name = definition?.name?.value;
  if (!definition || !name || definition.operation === "subscription") {
    throw new Error(`Operation without a name: ${print(document).slice(0, 40)}`);
  }
  return { name, kind: definition.operation, source: print(document), document };
}

export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    code
    message
    field
  }
`);

export type UserErrorData = ResultOf<typeof UserErrorFields>;
