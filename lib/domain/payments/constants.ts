/** Payment rules in the spec's wording (shopping §5, §7 pay). */

/** shopping §5: "Payment description: the first order line name cut to 50 characters, default 'order'." */
export const PAYMENT_DESCRIPTION_MAX = 50;
export const PAYMENT_DESCRIPTION_DEFAULT = "order";

/** shopping §7 pay: "redirectCountdown 5"; "language E for English else C". */
export const PAYMENT_REDIRECT_COUNTDOWN = 5;

/** PayDollar's currency code for HKD (ISO 4217 numeric). */
export const PAYDOLLAR_CURRENCY_HKD = "344";
