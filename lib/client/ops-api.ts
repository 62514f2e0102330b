/**
 * The operations console's calls from the browser (docs/adr/0037): the API's persisted
 * operations by hash, the operator cookie (HttpOnly, SameSite=Strict) riding along. Kept apart
 * from the shop's transport: the console has no shopper session, cart or visitor login.
 */
import type { PersistedOperation } from "@/lib/graphql/persisted/persisted-operation";
import { CHANNEL_CODE } from "@/lib/graphql/wire";

export interface OpsCallError {
  code: string;
  message: string;
}

export type OpsCallResult<TData> = { data: TData; error?: undefined } | { error: OpsCallError };

export async function callOps<TData, TVariables>(
  operation: PersistedOperation<TData, TVariables>,
  variables: TVariables,
): Promise<OpsCallResult<TData>> {
  try {
    const response = await fetch(`/api/graphql/${operation.name}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "channel-code": CHANNEL_CODE, lang: "en_US" },
      body: JSON.stringify({
        operationName: operation.name,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: operation.sha256Hash } },
      }),
    });
    const result = (await response.json()) as {
      data?: TData | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const first = result.errors?.[0];
    if (first || !result.data) {
      return {
        error: {
          code: first?.extensions?.code ?? String(response.status),
          message: first?.message ?? "No answer",
        },
      };
    }
    return { data: result.data };
  } catch (error) {
    return { error: { code: "NETWORK", message: String(error) } };
  }
}
