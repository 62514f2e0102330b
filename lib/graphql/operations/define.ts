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
 *
 * Every `graphql()` and `defineOperation()` call in these modules is marked `@__PURE__`: a page
 * that imports one operation of a module then ships only that operation and its fragments, not
 * every document of the module (issue 15's first-load budget).
 *
 * Fragments are for writing documents, not for the wire: `defineOperation` splices each
 * fragment's fields in place of its spread, so the document sent is the plain selection the
 * API's cost limit was sized for (docs/adr/0004; GraphQL Armor charges a level per spread).
 */
import { initGraphQLTada, type ResultOf, type TadaDocumentNode } from "gql.tada";
import {
  Kind,
  print,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from "@0no-co/graphql.web";
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
  /**
   * A mutation that replaces the browser's session (a sign-in rotates the token, a sign-out
   * drops it): while it is in flight, other calls' auth errors speak of the old session.
   */
  readonly changesSession: boolean;
}

export type OperationData<O> = O extends Operation<infer D, infer _V> ? D : never;
export type OperationVariables<O> = O extends Operation<infer _D, infer V> ? V : never;

/** The operation with every fragment spread replaced by the fragment's own selections. */
function withFragmentsInlined(
  document: DocumentNode,
  operation: OperationDefinitionNode,
): DocumentNode {
  const fragments = new Map(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
  const expand = (selectionSet: SelectionSetNode): SelectionSetNode => ({
    ...selectionSet,
    selections: selectionSet.selections.flatMap((selection): SelectionNode[] => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || selection.directives?.length) {
          throw new Error(`Cannot inline fragment ${selection.name.value}`);
        }
        return [...expand(fragment.selectionSet).selections];
      }
      return selection.selectionSet
        ? [{ ...selection, selectionSet: expand(selection.selectionSet) }]
        : [selection];
    }),
  });
  return {
    kind: Kind.DOCUMENT,
    definitions: [{ ...operation, selectionSet: expand(operation.selectionSet) }],
  };
}

/** A mutation whose payload hands out a token (every sign-in and sign-up does). */
function issuesToken(definition: OperationDefinitionNode): boolean {
  return (
    definition.operation === "mutation" &&
    definition.selectionSet.selections.some(
      (root) =>
        root.kind === Kind.FIELD &&
        root.selectionSet?.selections.some(
          (field) => field.kind === Kind.FIELD && field.name.value === "token",
        ),
    )
  );
}

/**
 * `changesSession` is worked out from the document (a mutation that selects its payload's
 * `token`); an operation that ends a session without handing out a token says so.
 */
export function defineOperation<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
  options: { changesSession?: boolean } = {},
): Operation<TData, TVariables> {
  const definition = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  );
  const name = definition?.name?.value;
  if (!definition || !name || definition.operation === "subscription") {
    throw new Error(`Operation without a name: ${print(document).slice(0, 40)}`);
  }
  const inlined = withFragmentsInlined(document, definition);
  return {
    name,
    kind: definition.operation,
    source: print(inlined),
    document: inlined as TadaDocumentNode<TData, TVariables>,
    changesSession:
      options.changesSession ?? issuesToken(inlined.definitions[0] as OperationDefinitionNode),
  };
}

export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    code
    message
    field
  }
`);

export type UserErrorData = ResultOf<typeof UserErrorFields>;
