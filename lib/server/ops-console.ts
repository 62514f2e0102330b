import "server-only";
/**
 * The operations console's server-side reads (docs/adr/0037): the same API the browser calls,
 * in-process, with the request's operator cookie, so /ops pages are authorised exactly as the
 * operations are. Never cached: every call reads the cookie.
 */
import { cookies } from "next/headers";
import { cache } from "react";
import { OPERATOR_COOKIE } from "@/lib/domain/operators/constants";
import { getShopYoga } from "@/lib/graphql/app-server";
import { OperationError } from "@/lib/graphql/execute";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import type { Operation } from "@/lib/graphql/operations/define";
import { opsMe, type OperatorData } from "@/lib/graphql/operations/ops";
import { CHANNEL_CODE } from "@/lib/graphql/wire";

export async function executeOpsOperation<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const opsToken = (await cookies()).get(OPERATOR_COOKIE)?.value;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "channel-code": CHANNEL_CODE,
    lang: "en_US",
  };
  if (opsToken) headers.cookie = `${OPERATOR_COOKIE}=${encodeURIComponent(opsToken)}`;
  const response = await handleGraphQLRequest(
    getShopYoga(),
    new Request(`http://in-process/api/graphql/${operation.name}`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        query: operation.source,
        operationName: operation.name,
        variables,
      }),
    }),
  );
  const result = (await response.json()) as {
    data?: TData | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (result.errors?.length || !result.data) {
    throw new OperationError(operation.name, result.errors ?? []);
  }
  return result.data;
}

/** The signed-in operator, or null; once per request. */
export const getOperator = cache(async (): Promise<OperatorData | null> => {
  return (await executeOpsOperation(opsMe, {})).opsMe;
});
