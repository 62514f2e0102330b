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
