/**
 * A ShopTransport for component tests: answers each operation by name (and variables, when an
 * answer names them) with the given data, and refuses anything unexpected, like Apollo's
 * MockedProvider did for the pages that use Apollo.
 */
import { isDeepStrictEqual } from "node:util";
import type { GraphQLResponse, ShopTransport } from "@/lib/client/shop-transport";
import type { Operation } from "@/lib/graphql/operations/define";

export interface TransportAnswer {
  name: string;
  variables?: unknown;
  data: unknown;
}

/** The answer to an operation, typed by its document; with variables, only to those. */
export function answer<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  data: TData,
  variables?: TVariables,
): TransportAnswer {
  return { name: operation.name, data, variables };
}

export function answeringTransport(answers: TransportAnswer[]): ShopTransport & {
  calls: { name: string; variables: unknown }[];
} {
  const calls: { name: string; variables: unknown }[] = [];
  const answerOf = (name: string, variables: unknown): GraphQLResponse<unknown> => {
    calls.push({ name, variables });
    const found = answers.find(
      (answer) =>
        answer.name === name &&
        (answer.variables === undefined || isDeepStrictEqual(answer.variables, variables)),
    );
    if (!found) return { errors: [{ message: `No answer for ${name}` }] };
    return { data: found.data };
  };
  return {
    calls,
    send: (request) => Promise.resolve(answerOf(request.operationName, request.variables)),
    request: (operation, variables) =>
      Promise.resolve(answerOf(operation.name, variables ?? {}) as GraphQLResponse<never>),
  };
}
