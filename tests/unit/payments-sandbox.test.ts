/** The sandbox's signatures (HMAC-SHA256 with a purpose prefix), test cards and helpers. */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveSandboxSecret } from "@/lib/domain/payments/config";
import { paymentDescription } from "@/lib/domain/payments/description";
import {
  createSandboxProvider,
  sandboxCallbackBody,
  sandboxCardOutcome,
  signSandboxCallback,
  signSandboxHandOff,
  verifySandboxHandOff,
  type SandboxHandOff,
} from "@/lib/domain/payments/sandbox";
import { centsToMajor, escapeHtml, hexEquals, majorToCents } from "@/lib/domain/payments/signing";
import { payResultUrl } from "@/lib/domain/payments/start";

const secret = "sandbox-secret-0123456789abcdef-0123";
const callback = {
  reference: "PY0001",
  providerRef: "SBX1",
  status: "PAID",
  amount: "1234.50",
  currency: "HKD",
  method: "VISA",
};
const handOff: SandboxHandOff = {
  reference: "PY0001",
  orderCode: "O1",
  amount: "1234.50",
  currency: "HKD",
  lang: "E",
  description: "Trail jacket",
  paymentType: "PC",
  returnUrl: "https://shop.example/pay/result/O1?waiting=true",
  failUrl: "https://shop.example/pay/result/O1?isPaid=no",
};
const hmac = (text: string) => createHmac("sha256", secret).update(text).digest("hex");

describe("sandbox signatures", () => {
  it("sign the callback fields in a fixed order under the callback purpose", () => {
    const text =
      "sandbox-callback\nreference=PY0001\nproviderRef=SBX1\nstatus=PAID\namount=1234.50\ncurrency=HKD\nmethod=VISA";
    expect(signSandboxCallback(secret, callback)).toBe(hmac(text));
    expect(signSandboxCallback(secret, callback)).toBe(
      "6b235b218bdc3bcff69d7453a8abac30689c277b6c5215e2472ad4f6f1b2cb15",
    );
  });

  it("sign the hand-off under another purpose, so one never passes as the other", () => {
    const text = [
      "sandbox-pay",
      "reference=PY0001",
      "orderCode=O1",
      "amount=1234.50",
      "currency=HKD",
      "lang=E",
      "description=Trail jacket",
      "paymentType=PC",
      "returnUrl=https://shop.example/pay/result/O1?waiting=true",
      "failUrl=https://shop.example/pay/result/O1?isPaid=no",
    ].join("\n");
    expect(signSandboxHandOff(secret, handOff)).toBe(hmac(text));
  });

  it("verify a hand-off only unchanged and with the shop's secret", () => {
    const paySign = signSandboxHandOff(secret, handOff);
    const form = new URLSearchParams({ ...handOff, paySign });
    expect(verifySandboxHandOff(secret, form)).toEqual(handOff);
    form.set("amount", "1.00");
    expect(verifySandboxHandOff(secret, form)).toBeNull();
    expect(
      verifySandboxHandOff(`${secret}x`, new URLSearchParams({ ...handOff, paySign })),
    ).toBeNull();
  });

  it("parse a signed callback and refuse a forged or altered one", () => {
    const provider = createSandboxProvider({ secret, publicBaseUrl: "https://shop.example" });
    expect(provider.parseCallback(sandboxCallbackBody(secret, callback))).toMatchObject({
      verified: true,
      reference: "PY0001",
      status: "PAID",
      amountCents: 123450,
    });
    const forged = sandboxCallbackBody("another-secret-0123456789abcdef-0123", callback);
    expect(provider.parseCallback(forged)).toEqual({ verified: false, reason: "bad-signature" });
    const altered = new URLSearchParams(sandboxCallbackBody(secret, callback));
    altered.set("amount", "0.01");
    expect(provider.parseCallback(altered.toString())).toEqual({
      verified: false,
      reason: "bad-signature",
    });
    const handOffAsCallback = new URLSearchParams({
      ...callback,
      signature: signSandboxHandOff(secret, handOff),
    });
    expect(provider.parseCallback(handOffAsCallback.toString()).verified).toBe(false);
  });

  it("build a form posting to the app's hosted page", () => {
    const provider = createSandboxProvider({ secret, publicBaseUrl: "https://shop.example" });
    const response = provider.buildHandOff({
      ...handOff,
      amountCents: 123450,
      language: "E",
      paymentType: "PC",
      successUrl: handOff.returnUrl,
      cancelUrl: handOff.failUrl,
    });
    expect(response.paymentPageUrl).toBe("https://shop.example/api/payments/sandbox/pay");
    expect(response.form).toMatch(
      /^<form id="sandbox-pay-form" method="post" action="https:\/\/shop.example\/api\/payments\/sandbox\/pay">/,
    );
    expect(response.paySign).toBe(signSandboxHandOff(secret, handOff));
    expect(response.form).toContain(
      'name="returnUrl" value="https://shop.example/pay/result/O1?waiting=true"',
    );
  });

  it("derive a default secret from SESSION_SECRET", () => {
    expect(deriveSandboxSecret("a".repeat(32))).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveSandboxSecret("a".repeat(32))).not.toBe(deriveSandboxSecret("b".repeat(32)));
  });
});

describe("sandbox test cards", () => {
  it("pay, decline or stay pending; any other number is declined", () => {
    expect(sandboxCardOutcome("4242 4242 4242 4242")).toBe("PAID");
    expect(sandboxCardOutcome("4000-0000-0000-0002")).toBe("FAILED");
    expect(sandboxCardOutcome("4000000000009995")).toBe("PENDING");
    expect(sandboxCardOutcome("5555555555554444")).toBe("FAILED");
  });
});

describe("payment helpers", () => {
  it("cut the description to 50 characters, default 'order' (shopping §5)", () => {
    expect(paymentDescription("x".repeat(80))).toBe("x".repeat(50));
    expect(paymentDescription("Trail jacket")).toBe("Trail jacket");
    expect(paymentDescription("")).toBe("order");
    expect(paymentDescription(null)).toBe("order");
    expect(paymentDescription("  ")).toBe("order");
    expect(paymentDescription("風".repeat(60))).toBe("風".repeat(50));
    expect(Array.from(paymentDescription("😀".repeat(60)))).toHaveLength(50);
  });

  it("write and read major units", () => {
    expect(centsToMajor(123450)).toBe("1234.50");
    expect(centsToMajor(5)).toBe("0.05");
    expect(majorToCents("1234.5")).toBe(123450);
    expect(majorToCents("1234")).toBe(123400);
    expect(majorToCents("-1.00")).toBeNull();
    expect(majorToCents("1e3")).toBeNull();
    expect(majorToCents("1.005")).toBeNull();
  });

  it("compare hex in constant time, case-insensitive, refusing other lengths", () => {
    expect(hexEquals("abcd", "ABCD")).toBe(true);
    expect(hexEquals("abcd", "abce")).toBe(false);
    expect(hexEquals("abcd", "abc")).toBe(false);
  });

  it("escape form values", () => {
    expect(escapeHtml(`"><script>`)).toBe("&quot;&gt;&lt;script&gt;");
  });

  it("build result URLs with the spec's flags", () => {
    expect(payResultUrl("https://s", "O 1", { waiting: true, mobile: true })).toBe(
      "https://s/pay/result/O%201?waiting=true&mobile=true",
    );
    expect(payResultUrl("https://s", "O1", { isPaidNo: true })).toBe(
      "https://s/pay/result/O1?isPaid=no",
    );
    expect(payResultUrl("https://s", "O1")).toBe("https://s/pay/result/O1");
  });
});
