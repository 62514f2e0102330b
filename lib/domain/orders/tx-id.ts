/**
 * Transaction attribution (shopping §5): "Transaction id from the URL (txId): used only if it
 * consists of lowercase letters and digits; cut to 13 characters and stored in a cookie for 30
 * days." Pure, so the middleware that stores it and the order that records it agree.
 */
import { TX_ID_MAX_LENGTH } from "./constants";

export function cleanTxId(value: string | null | undefined): string | null {
  if (!value || !/^[a-z0-9]+$/.test(value)) return null;
  return value.slice(0, TX_ID_MAX_LENGTH);
}
