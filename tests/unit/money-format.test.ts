import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountToCents, formatCents, formatMoney } from "@/lib/i18n/money";

const hkd = (amount: string) => ({ amount, currencyCode: "HKD" });

describe("formatMoney", () => {
  it.each([
    ["1000.00", "HK$1,000"],
    ["1290.00", "HK$1,290"],
    ["417.00", "HK$417"],
    ["99.50", "HK$99.50"],
    ["2250.79", "HK$2,250.79"],
    ["0.00", "HK$0"],
    ["0.05", "HK$0.05"],
    ["99999.00", "HK$99,999"],
  ])("writes %s as %s in English", (amount, text) => {
    expect(formatMoney(hkd(amount), "en")).toBe(text);
  });

  it("groups thousands and shows cents by the same rule in Chinese", () => {
    expect(formatMoney(hkd("1500.00"), "zh")).toBe("HK$1,500");
    expect(formatMoney(hkd("1692.90"), "zh")).toBe("HK$1,692.90");
  });

  it("puts the minus before the symbol", () => {
    expect(formatMoney(hkd("-376.20"), "en")).toBe("-HK$376.20");
    expect(formatMoney(hkd("-50.00"), "en")).toBe("-HK$50");
  });

  it("formats integer cents the same way as an API amount", () => {
    expect(formatCents(91_701, "HKD", "en")).toBe(formatMoney(hkd("917.01"), "en"));
    expect(formatCents(150_000, "HKD", "zh")).toBe("HK$1,500");
  });
});

describe("amountToCents", () => {
  it("reads amounts with and without cents", () => {
    expect(amountToCents("1299.00")).toBe(129_900);
    expect(amountToCents("99.5")).toBe(9_950);
    expect(amountToCents("-0.05")).toBe(-5);
    expect(amountToCents("12")).toBe(1_200);
  });
});

describe("formatCents by hand (ADR 0054)", () => {
  const byIntl = (cents: number, currency: string, locale: string) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "symbol",
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);

  it("writes HKD and MOP exactly as Intl.NumberFormat does in en-HK and zh-HK", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).filter((cents) => cents !== 0),
        fc.constantFrom("HKD", "MOP"),
        fc.constantFrom(["en", "en-HK"] as const, ["zh", "zh-HK"] as const),
        (cents, currency, [locale, numberLocale]) => {
          expect(formatCents(cents, currency, locale)).toBe(byIntl(cents, currency, numberLocale));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it.each([0, 1, 99, 100, 999_99, 1000_00, 1_000_000_00, -1, -100_000])(
    "agrees with Intl at the edge %i",
    (cents) => {
      for (const [locale, numberLocale] of [
        ["en", "en-HK"],
        ["zh", "zh-HK"],
      ] as const)
        expect(formatCents(cents, "HKD", locale)).toBe(byIntl(cents, "HKD", numberLocale));
    },
  );

  it("writes zero without a minus", () => {
    expect(formatCents(-0, "HKD", "en")).toBe("HK$0");
  });

  it("leaves other currencies to Intl", () => {
    expect(formatCents(129_900, "USD", "en")).toBe(byIntl(129_900, "USD", "en-HK"));
  });
});
