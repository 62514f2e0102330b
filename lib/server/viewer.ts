import "server-only";
/**
 * The caller as server components see it, once per request. An expired or revoked token
 * renders as a visitor; the browser then receives the auth code from its own calls and
 * logs out (accounts §4 Session).
 */
import { cache } from "react";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { customer, type CustomerData } from "@/lib/graphql/operations/accounts";

export const getViewer = cache(async (): Promise<CustomerData | undefined> => {
  try {
    return (await executeOperation(customer)).customer ?? undefined;
  } catch (error) {
    if (error instanceof OperationError) return undefined;
    throw error;
  }
});
