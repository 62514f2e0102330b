import "server-only";
/**
 * The after-sales pages' calls (ADR 0046): an operation refused for the operator's role or its
 * input becomes a message the page shows instead of an error page; anything else is thrown.
 */
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { OperationError } from "@/lib/graphql/execute";

export type OpsCallOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

const SHOWN_CODES = new Set<string>([OPERATOR_ERROR_CODES.FORBIDDEN, "FILTER_INVALID"]);

export async function opsCall<T>(call: () => Promise<T>): Promise<OpsCallOutcome<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (error instanceof OperationError && SHOWN_CODES.has(error.code ?? "")) {
      return { ok: false, message: error.errors[0]?.message ?? error.message };
    }
    throw error;
  }
}
