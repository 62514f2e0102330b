/**
 * Operation documents are plain strings with their result types beside them, shared by the
 * browser (Apollo) and by server components (the in-process executor). The operation name
 * is the spec's name (architecture: API contract) and the URL suffix of /api/graphql/{name}.
 */
export interface Operation<TData, TVariables> {
  readonly name: string;
  readonly kind: "query" | "mutation";
  readonly source: string;
  /** Phantom fields that carry the types; never set at run time. */
  readonly __data?: TData;
  readonly __variables?: TVariables;
}

export type OperationData<O> = O extends Operation<infer D, unknown> ? D : never;
export type OperationVariables<O> = O extends Operation<unknown, infer V> ? V : never;

export function defineOperation<TData, TVariables = Record<string, never>>(
  source: string,
): Operation<TData, TVariables> {
  const match = /^\s*(query|mutation)\s+(\w+)/.exec(source);
  if (!match?.[1] || !match[2]) throw new Error(`Operation without a name: ${source.slice(0, 40)}`);
  return { name: match[2], kind: match[1] as "query" | "mutation", source: source.trim() };
}

export interface UserErrorData {
  code: string;
  message: string;
  field: string | null;
}
