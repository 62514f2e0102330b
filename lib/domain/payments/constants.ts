/** Payment rules in the spec's wording (shopping §5, §7 pay). */

/** shopping §5: "Payment description: the first order line name cut to 50 characters, default 'order'." */
export const PAYMENT_DESCRIPTION_MAX = 50;
export const PAYMENT_DESCRIPTION_DEFAULT = "order";

/** shopping §7 pay: "redirectCountdown 5"; "language E for English else C". */
export const PAYMENT_REDIRECT_COUNTDOWN = 5;

/** PayDollar's currency code for HKD (ISO 4217 numeric). */
export const PAYDOLLAR_CURRENCY_HKD = "344";

/**
 * Not in the spec (issue 18 item 3, ADR 0050): the largest callback or payment form body read.
 * A sandbox callback or a PayDollar datafeed is well under 2 KB; anything over 16 KB is refused
 * with 413 before it is read in full or parsed.
 */
export const PAYMENT_CALLBACK_MAX_BODY_BYTES = 16 * 1024;

/**
 * Not in the spec (ADR 0050): callbacks that fail verification (bad or missing signature,
 * malformed, or over the size cap) per client address in PAYMENT_CALLBACK_REFUSED_WINDOW_SECONDS.
 * Each one is stored for audit, so past this a client's callbacks are refused with 429 before
 * anything is read or stored. Verified callbacks are never counted: only the provider can sign
 * them, and a sale day's volume from its few addresses must not be throttled.
 */
export const PAYMENT_CALLBACK_REFUSED_LIMIT = 20;
export const PAYMENT_CALLBACK_REFUSED_WINDOW_SECONDS = 600;
