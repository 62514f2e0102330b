/**
 * Generated tamperings of a genuine sandbox success callback (tests/hardening/payment-callbacks):
 * amount, currency, reference and status changed (signature kept, or re-signed as if the gateway
 * had said so), signatures empty, missing, truncated, of another text or in another letter case
 * over changed fields; for a paid order also those that may only be replays there.
 */
import fc from "fast-check";
import { sandboxCallbackBody, type SandboxCallbackFields } from "@/lib/domain/payments/sandbox";

/** One way of spoiling a genuine callback: `kind` names it in the figures, `body` makes it. */
export type Tampering = { kind: string; body: (genuine: SandboxCallbackFields) => string };

const otherAmount = fc.oneof(
  fc
    .integer({ min: 0, max: 99_999_999 })
    .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`),
  fc.constantFrom("0", "0.00", "-1234.50", "1234.5000", "1e3", "", " ", "1234,50", "１２３４.５０"),
);
const otherCurrency = fc.constantFrom("USD", "hkd", "HKD ", "MOP", "", "HK$", "344");
const flipCase = (text: string) =>
  [...text]
    .map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()))
    .join("");

function bodyOf(fields: SandboxCallbackFields, signature: string | null): string {
  const form = new URLSearchParams({ ...fields });
  if (signature !== null) form.set("signature", signature);
  return form.toString();
}
/** Tamperings of a genuine success callback; `forPaid` adds those that are only replays there. */
export function tamperings(secret: string, forPaid: boolean): fc.Arbitrary<Tampering> {
  const sign = (fields: SandboxCallbackFields) =>
    new URLSearchParams(sandboxCallbackBody(secret, fields)).get("signature")!;
  const field = fc.constantFrom<keyof SandboxCallbackFields>(
    "reference",
    "amount",
    "currency",
    "status",
  );
  const changed = (
    genuine: SandboxCallbackFields,
    key: keyof SandboxCallbackFields,
    value: string,
  ) => ({ ...genuine, [key]: value }) as SandboxCallbackFields;
  const variants: fc.Arbitrary<Tampering>[] = [
    otherAmount.map((amount) => ({
      kind: "amount changed, signature kept",
      // A generated amount equal to the genuine one would not be a tampering: add a third decimal.
      body: (g) =>
        bodyOf(changed(g, "amount", amount === g.amount ? `${g.amount}1` : amount), sign(g)),
    })),
    otherAmount.map((amount) => ({
      kind: "amount changed and signed",
      body: (g) =>
        amount === g.amount
          ? bodyOf(changed(g, "amount", "0.01"), sign(changed(g, "amount", "0.01")))
          : bodyOf(changed(g, "amount", amount), sign(changed(g, "amount", amount))),
    })),
    otherCurrency.map((currency) => ({
      kind: "currency changed, signature kept",
      body: (g) => bodyOf(changed(g, "currency", currency), sign(g)),
    })),
    otherCurrency.map((currency) => ({
      kind: "currency changed and signed",
      body: (g) => bodyOf(changed(g, "currency", currency), sign(changed(g, "currency", currency))),
    })),
    fc
      .oneof(
        fc.constant((reference: string) => reference.toLowerCase()),
        fc.constant((reference: string) => reference.slice(0, -1)),
        fc.constant((reference: string) => `${reference} `),
        fc.string({ minLength: 1, maxLength: 24 }).map((text) => () => `PY${text}`),
      )
      .chain((spoil) =>
        fc.boolean().map((resign) => ({
          kind: resign ? "reference changed and signed" : "reference changed, signature kept",
          body: (g: SandboxCallbackFields) => {
            const spoiled = changed(g, "reference", spoil(g.reference));
            if (spoiled.reference.trim() === g.reference) spoiled.reference = `${g.reference}X`;
            return bodyOf(spoiled, resign ? sign(spoiled) : sign(g));
          },
        })),
      ),
    fc.constantFrom("paid", "SUCCESS", "", "PAID ", "REFUNDED").map((status) => ({
      kind: "status unknown, signed",
      body: (g) => bodyOf(changed(g, "status", status), sign(changed(g, "status", status))),
    })),
    fc.constant({ kind: "signature empty", body: (g: SandboxCallbackFields) => bodyOf(g, "") }),
    fc.constant({ kind: "signature missing", body: (g: SandboxCallbackFields) => bodyOf(g, null) }),
    fc.integer({ min: 0, max: 63 }).map((length) => ({
      kind: "signature truncated",
      body: (g: SandboxCallbackFields) => bodyOf(g, sign(g).slice(0, length)),
    })),
    fc.tuple(field, fc.string({ minLength: 1, maxLength: 8 })).map(([key, suffix]) => ({
      kind: "field changed, signature in another case",
      body: (g: SandboxCallbackFields) =>
        bodyOf(changed(g, key, `${g[key]}${suffix}`), flipCase(sign(g))),
    })),
    fc.string({ minLength: 64, maxLength: 64 }).map((noise) => ({
      kind: "signature of another text",
      body: (g: SandboxCallbackFields) => bodyOf(g, noise === sign(g) ? "0".repeat(64) : noise),
    })),
  ];
  if (forPaid) {
    variants.push(
      fc.constant({
        kind: "failure after the success, signed",
        body: (g: SandboxCallbackFields) =>
          bodyOf(changed(g, "status", "FAILED"), sign(changed(g, "status", "FAILED"))),
      }),
      fc.constant({
        kind: "the success again, signature in another case",
        body: (g: SandboxCallbackFields) => bodyOf(g, flipCase(sign(g))),
      }),
      fc.string({ minLength: 1, maxLength: 20 }).map((ref) => ({
        kind: "the success again under another provider reference, signed",
        body: (g: SandboxCallbackFields) =>
          bodyOf(
            changed(g, "providerRef", `SBX${ref}`),
            sign(changed(g, "providerRef", `SBX${ref}`)),
          ),
      })),
    );
  }
  return fc.oneof(...variants);
}
