/**
 * What the payment result page makes of a failed order lookup, and how its waiting page keeps
 * asking (shopping §2 Payment result, §8 "order not in this account offers re-login"). A paid
 * order must never read as someone else's because a lookup failed for another reason:
 *   - signed out (no session, an auth code, or a visitor session that does not own the order,
 *     as after the session was revoked or replaced): sign in and come back to this order;
 *   - the order is not this member's: "not in this account", with a re-login;
 *   - anything else (a timeout, a server error): the order is unknown for now; ask again.
 * Pure, so the server page, the browser's poll and the tests share it.
 */
import { FORCE_LOGOUT_CODES } from "@/lib/domain/accounts/constants";
import { ORDER_ERROR_CODES } from "@/lib/domain/orders/constants";

export type LookupFailure = "signedOut" | "notYours" | "unavailable";

export function lookupFailure(
  errorCodes: readonly (string | undefined)[],
  viewerIsMember: boolean,
): LookupFailure {
  if (errorCodes.some((code) => code !== undefined && FORCE_LOGOUT_CODES.includes(code)))
    return "signedOut";
  if (errorCodes.includes(ORDER_ERROR_CODES.NOT_FOUND))
    return viewerIsMember ? "notYours" : "signedOut";
  return "unavailable";
}

/** One answer of the waiting page's poll: the order's status, or why there is none. */
export type PollAnswer = { status: string } | { errorCodes: readonly (string | undefined)[] };

/**
 * "wait": nothing changed, ask again later; "render": the server page would now show something
 * else (paid, cancelled, or a definite refusal), so render it again; "retry": the poll itself
 * failed, so ask again after a longer pause.
 */
export function pollStep(
  answer: PollAnswer,
  shownStatus: string | null,
): "wait" | "render" | "retry" {
  if ("status" in answer) return answer.status === shownStatus ? "wait" : "render";
  const definite = answer.errorCodes.some(
    (code) =>
      code === ORDER_ERROR_CODES.NOT_FOUND ||
      (code !== undefined && FORCE_LOGOUT_CODES.includes(code)),
  );
  return definite ? "render" : "retry";
}

/** Not in the spec (docs/adr/0015): every 3 s while all is well, doubling up to 30 s after a failure. */
export const POLL_BASE_MS = 3000;
export const POLL_MAX_MS = 30_000;
/** Past 10 minutes a payment is not "being confirmed" any more. */
export const POLL_GIVE_UP_MS = 10 * 60_000;

export function nextPollDelay(previousMs: number, step: "wait" | "render" | "retry"): number {
  if (step === "wait") return POLL_BASE_MS;
  return Math.min(Math.max(previousMs, POLL_BASE_MS) * 2, POLL_MAX_MS);
}
