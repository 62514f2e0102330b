/**
 * What a failed cart call shows (shopping §8): the error toast with the message the API
 * already translated; the quantity-limit and markup codes stay 5 seconds, the rest the
 * default 2. The first GraphQL error drives the message when the call failed outright; with
 * no message at all the server-error text shows.
 */
import { graphQLErrorsOf, ServerErrorException, UserErrorException } from "@/lib/client/operations";
import { LONG_TOAST_CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { TOAST_LONG_DURATION_MS } from "@/lib/client/ui-constants";

export interface CartErrorToast {
  message: string;
  code: string | null;
  /** Only for the long toast; otherwise the toaster's default. */
  durationMs?: number;
}

function withDuration(message: string, code: string | null): CartErrorToast {
  return code && LONG_TOAST_CART_ERROR_CODES.includes(code)
    ? { message, code, durationMs: TOAST_LONG_DURATION_MS }
    : { message, code };
}

export function cartErrorToast(error: unknown, serverErrorMessage: string): CartErrorToast {
  if (error instanceof UserErrorException) return withDuration(error.message, error.code);
  if (error instanceof ServerErrorException) return { message: error.message, code: null };
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const first = errors[0];
    const code = first?.extensions?.code;
    return withDuration(
      first?.message || serverErrorMessage,
      typeof code === "string" ? code : null,
    );
  }
  return { message: serverErrorMessage, code: null };
}
