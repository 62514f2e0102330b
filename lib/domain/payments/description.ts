/**
 * shopping §5: "Payment description: the first order line name cut to 50 characters, default
 * 'order'." Cut by characters as people count them (code points), so a Chinese name or an
 * emoji is never split in half.
 */
import { PAYMENT_DESCRIPTION_DEFAULT, PAYMENT_DESCRIPTION_MAX } from "./constants";

export function paymentDescription(firstLineName: string | null | undefined): string {
  const name = (firstLineName ?? "").trim();
  if (!name) return PAYMENT_DESCRIPTION_DEFAULT;
  return Array.from(name).slice(0, PAYMENT_DESCRIPTION_MAX).join("");
}
