/** What a nudge asks the shopper to add (issue 12 item 10, docs/adr/0017). */
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/i18n/money";
import { nudgeMoney } from "@/lib/i18n/nudge-amount";

describe("a nudge's amount", () => {
  it("rounds the missing cents up to whole dollars, so adding it reaches the threshold", () => {
    expect(formatMoney(nudgeMoney(91_701), "en")).toBe("HK$918");
    expect(formatMoney(nudgeMoney(1), "zh")).toBe("HK$1");
    expect(formatMoney(nudgeMoney(99_999), "en")).toBe("HK$1,000");
  });

  it("keeps a whole-dollar shortfall as it is", () => {
    expect(formatMoney(nudgeMoney(5_000), "en")).toBe("HK$50");
  });
});
