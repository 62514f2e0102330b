/**
 * PayDollar (AsiaPay) client-post adapter: the payment form's fields with their secure hash,
 * and the datafeed (PayDollar's server-to-server result) with its secure hash. PayDollar's
 * return pages (successUrl, failUrl) prove nothing: only a verified datafeed moves an order.
 */
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import { PAYDOLLAR_CURRENCY_HKD, PAYMENT_REDIRECT_COUNTDOWN } from "./constants";
import { paydollarRefund } from "./paydollar-refund";
import type { PayDollarSettings } from "./paydollar-settings";
import type {
  HandOffRequest,
  ParsedCallback,
  PaymentProvider,
  PaymentResponse,
  RefundRequest,
  RefundResult,
} from "./provider";
import { centsToMajor, digestHex, hexEquals, hiddenForm, majorToCents } from "./signing";

export type { PayDollarSettings } from "./paydollar-settings";

/** PayDollar's payType N: a normal sale (captured at once), as opposed to H (hold). */
export const PAYDOLLAR_PAY_TYPE = "N";
/** shopping §7 pay: "extendParams with specifiedPaymentMethod ALL". */
export const PAYDOLLAR_PAY_METHOD = "ALL";
/** The datafeed's successcode for an accepted payment; every other value is a failure. */
export const PAYDOLLAR_SUCCESS_CODE = "0";

/** The hand-off hash: merchantId|orderRef|currCode|amount|payType|secret. */
export function paydollarRequestHash(
  settings: PayDollarSettings,
  fields: {
    merchantId: string;
    orderRef: string;
    currCode: string;
    amount: string;
    payType: string;
  },
): string {
  const text = [
    fields.merchantId,
    fields.orderRef,
    fields.currCode,
    fields.amount,
    fields.payType,
    settings.secret,
  ].join("|");
  return digestHex(settings.hash, text);
}

/** The fields the datafeed hash covers, in PayDollar's order. */
export const DATAFEED_HASH_FIELDS = [
  "src",
  "prc",
  "successcode",
  "Ref",
  "PayRef",
  "Cur",
  "Amt",
  "payerAuth",
] as const;

/** The datafeed hash: src|prc|successcode|Ref|PayRef|Cur|Amt|payerAuth|secret. */
export function paydollarDatafeedHash(
  settings: PayDollarSettings,
  fields: Readonly<Record<string, string>>,
): string {
  const text = [...DATAFEED_HASH_FIELDS.map((name) => fields[name] ?? ""), settings.secret].join(
    "|",
  );
  return digestHex(settings.hash, text);
}

export function createPayDollarProvider(
  settings: PayDollarSettings,
  options: { fetch?: typeof fetch } = {},
): PaymentProvider {
  return {
    name: "paydollar",
    buildHandOff(request: HandOffRequest): PaymentResponse {
      const base = {
        merchantId: settings.merchantId,
        orderRef: request.reference,
        currCode: PAYDOLLAR_CURRENCY_HKD,
        amount: centsToMajor(request.amountCents),
        payType: PAYDOLLAR_PAY_TYPE,
      };
      const secureHash = paydollarRequestHash(settings, base);
      const fields: Record<string, string> = {
        ...base,
        lang: request.language,
        payMethod: PAYDOLLAR_PAY_METHOD,
        successUrl: request.successUrl,
        failUrl: request.failUrl,
        cancelUrl: request.cancelUrl,
        redirect: String(PAYMENT_REDIRECT_COUNTDOWN),
        remark: request.description,
        secureHash,
      };
      return {
        form: hiddenForm("paydollar-pay-form", settings.url, fields),
        productType: "PAYDOLLAR",
        paySign: secureHash,
        paymentPageUrl: settings.url,
      };
    },
    parseCallback(raw: string): ParsedCallback {
      const params = new URLSearchParams(raw);
      const fields = Object.fromEntries(params.entries());
      const received = fields.secureHash ?? "";
      if (!received) return { verified: false, reason: "missing-signature" };
      const expected = paydollarDatafeedHash(settings, fields);
      // PayDollar may send several comma-separated hashes while a merchant rotates secrets.
      const matches = received
        .split(",")
        .map((hash) => hexEquals(expected, hash))
        .reduce((any, match) => any || match, false);
      if (!matches) return { verified: false, reason: "bad-signature" };
      const amountCents = majorToCents(fields.Amt ?? "");
      if (amountCents === null || !fields.Ref || !fields.PayRef) {
        return { verified: false, reason: "malformed" };
      }
      return {
        verified: true,
        reference: fields.Ref,
        providerRef: fields.PayRef,
        status: fields.successcode === PAYDOLLAR_SUCCESS_CODE ? "PAID" : "FAILED",
        amountCents,
        currency: fields.Cur === PAYDOLLAR_CURRENCY_HKD ? CURRENCY_CODE : `ISO${fields.Cur ?? ""}`,
        method: fields.payMethod ?? null,
      };
    },
    refund(request: RefundRequest): Promise<RefundResult> {
      return paydollarRefund(settings, request, options.fetch);
    },
  };
}
