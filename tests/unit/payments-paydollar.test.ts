/**
 * PayDollar's secure hashes with worked vectors: each expected digest is computed here from the
 * joined string written out by hand, and one is a pasted literal, so a change in field order,
 * separator or digest fails.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createPayDollarProvider,
  paydollarDatafeedHash,
  paydollarRequestHash,
  type PayDollarSettings,
} from "@/lib/domain/payments/paydollar";

const settings: PayDollarSettings = {
  url: "https://test.paydollar.com/b2cDemo/eng/payment/payForm.jsp",
  merchantId: "M123",
  secret: "s3cret",
  hash: "sha1",
};
const request = {
  merchantId: "M123",
  orderRef: "PY0001",
  currCode: "344",
  amount: "1234.50",
  payType: "N",
};
const datafeed = {
  src: "1",
  prc: "0",
  successcode: "0",
  Ref: "PY0001",
  PayRef: "5551234",
  Cur: "344",
  Amt: "1234.50",
  payerAuth: "N",
};
const sha = (algorithm: string, text: string) => createHash(algorithm).update(text).digest("hex");

describe("the payment form's secure hash", () => {
  it("is SHA-1 of merchantId|orderRef|currCode|amount|payType|secret", () => {
    expect(paydollarRequestHash(settings, request)).toBe(
      sha("sha1", "M123|PY0001|344|1234.50|N|s3cret"),
    );
    expect(paydollarRequestHash(settings, request)).toBe(
      "f70080bc443c566bf81f5caf6b2c3e10cf66620a",
    );
  });

  it("follows PAYDOLLAR_HASH", () => {
    expect(paydollarRequestHash({ ...settings, hash: "sha256" }, request)).toBe(
      "506ed56baccdb5d2b9e4532a139c75b028766d4d7cfdfa432daff2c30dd0b04d",
    );
  });

  it("is what the form carries, with the spec's fields", () => {
    const provider = createPayDollarProvider(settings);
    const response = provider.buildHandOff({
      reference: "PY0001",
      orderCode: "O1",
      amountCents: 123450,
      currency: "HKD",
      description: "Trail jacket",
      language: "C",
      paymentType: "WAP",
      successUrl: "https://shop.example/pay/result/O1?waiting=true",
      failUrl: "https://shop.example/pay/result/O1?isPaid=no",
      cancelUrl: "https://shop.example/pay/result/O1?isPaid=no",
    });
    expect(response.paySign).toBe("f70080bc443c566bf81f5caf6b2c3e10cf66620a");
    expect(response.paymentPageUrl).toBe(settings.url);
    expect(response.form).toContain(`action="${settings.url}"`);
    for (const [name, value] of [
      ["merchantId", "M123"],
      ["orderRef", "PY0001"],
      ["currCode", "344"],
      ["amount", "1234.50"],
      ["lang", "C"],
      ["payMethod", "ALL"],
      ["payType", "N"],
      ["redirect", "5"],
      ["secureHash", "f70080bc443c566bf81f5caf6b2c3e10cf66620a"],
      ["successUrl", "https://shop.example/pay/result/O1?waiting=true"],
    ]) {
      expect(response.form).toContain(`name="${name}" value="${value}"`);
    }
  });
});

describe("the datafeed's secure hash", () => {
  const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it("is SHA-1 of src|prc|successcode|Ref|PayRef|Cur|Amt|payerAuth|secret", () => {
    expect(paydollarDatafeedHash(settings, datafeed)).toBe(
      sha("sha1", "1|0|0|PY0001|5551234|344|1234.50|N|s3cret"),
    );
    expect(paydollarDatafeedHash(settings, datafeed)).toBe(
      "f520190ca498ea6385ef44cbfee97a9884e27c9b",
    );
    expect(paydollarDatafeedHash({ ...settings, hash: "sha512" }, datafeed)).toBe(
      sha("sha512", "1|0|0|PY0001|5551234|344|1234.50|N|s3cret"),
    );
  });

  it("verifies a datafeed and reads it in the shop's words", () => {
    const provider = createPayDollarProvider(settings);
    const parsed = provider.parseCallback(
      body({ ...datafeed, secureHash: "F520190CA498EA6385EF44CBFEE97A9884E27C9B" }),
    );
    expect(parsed).toEqual({
      verified: true,
      reference: "PY0001",
      providerRef: "5551234",
      status: "PAID",
      amountCents: 123450,
      currency: "HKD",
      method: null,
    });
  });

  it("accepts any of several comma-separated hashes (secret rotation)", () => {
    const provider = createPayDollarProvider(settings);
    const parsed = provider.parseCallback(
      body({
        ...datafeed,
        secureHash: `${"0".repeat(40)},f520190ca498ea6385ef44cbfee97a9884e27c9b`,
      }),
    );
    expect(parsed.verified).toBe(true);
  });

  it("refuses a wrong hash, a changed field and a missing hash", () => {
    const provider = createPayDollarProvider(settings);
    const good = "f520190ca498ea6385ef44cbfee97a9884e27c9b";
    expect(
      provider.parseCallback(body({ ...datafeed, secureHash: good.replace("f5", "f6") })).verified,
    ).toBe(false);
    expect(
      provider.parseCallback(body({ ...datafeed, Amt: "1.00", secureHash: good })).verified,
    ).toBe(false);
    expect(
      provider.parseCallback(body({ ...datafeed, secureHash: good.slice(0, 20) })).verified,
    ).toBe(false);
    expect(provider.parseCallback(body(datafeed))).toEqual({
      verified: false,
      reason: "missing-signature",
    });
  });

  it("reads a non-zero successcode as a failure, and Amt without trailing zeros", () => {
    const provider = createPayDollarProvider(settings);
    const failed = { ...datafeed, successcode: "1", Amt: "1234.5" };
    const parsed = provider.parseCallback(
      body({ ...failed, secureHash: paydollarDatafeedHash(settings, failed) }),
    );
    expect(parsed).toMatchObject({ verified: true, status: "FAILED", amountCents: 123450 });
  });
});
