/**
 * The guest order lookup's field rules (accounts §5: "orderCode required (checkOrder.form.
 * orderEmpty); e-mail required (checkOrder.form.emailEmpty) and must match the e-mail pattern
 * (checkOrder.form.emailError); rules fire on blur"), and what a lookup answer means (accounts
 * §8: the incorrect-information code shows checkOrder.form.checkError inside the dialog;
 * other errors show nothing). Answers are message keys under `checkOrder`.
 */
import { ORDER_ERROR_CODES } from "@/lib/domain/orders/constants";
import { emailProblem } from "@/lib/domain/validation/email";

export type LookupField = "orderCode" | "email";

export function orderCodeRule(value: string): "form.orderEmpty" | null {
  return value.trim() === "" ? "form.orderEmpty" : null;
}

export function lookupEmailRule(value: string): "form.emailEmpty" | "form.emailError" | null {
  const problem = emailProblem(value);
  if (problem === "required") return "form.emailEmpty";
  return problem === "type" ? "form.emailError" : null;
}

export function lookupFieldRule(field: LookupField, value: string): string | null {
  return field === "orderCode" ? orderCodeRule(value) : lookupEmailRule(value);
}

export interface VisitorTokenAnswer {
  token: string | null;
  error: boolean;
  code: string | null;
}

export type LookupOutcome =
  { kind: "found"; token: string } | { kind: "incorrect" } | { kind: "silent" };

/**
 * The API's answer to the lookup: a token opens the order; the incorrect-information code shows
 * checkOrder.form.checkError; any other error (too many attempts, a server error) shows nothing,
 * as accounts §8 says ("other errors return without message").
 */
export function lookupOutcome(answer: VisitorTokenAnswer | null): LookupOutcome {
  if (answer?.token && !answer.error) return { kind: "found", token: answer.token };
  if (answer?.error && answer.code === ORDER_ERROR_CODES.LOOKUP_INCORRECT)
    return { kind: "incorrect" };
  return { kind: "silent" };
}

/** accounts §4: "navigates to the order detail path followed by /{orderCode} with query tempToken". */
export function guestOrderDetailHref(orderCode: string, token: string): string {
  return `/user/order-detail/${encodeURIComponent(orderCode.trim())}?tempToken=${encodeURIComponent(token)}`;
}
