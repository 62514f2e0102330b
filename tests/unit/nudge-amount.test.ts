/** What a nudge asks the shopper to add (issue 12 item 10, docs/adr/0017). */
import { describe, expect, it } from "vitest";
import { formatCents } from "@/lib/i18n/money";
import { nudgeCents } from "@/lib/i18n/nudge-amount";

const nudgeText = (cents: number, locale: "en" | "zh") =>
  formatCents(nudgeCents(cents), "HKD", locale);

describe("a nudge's amount", () => {
  it("rounds the missing cents up to whole dollars, so adding it reaches the threshold", () => {
    expect(nudgeText(91_701, "en")).toBe("HK$918");
    expect(nudgeText(1, "zh")).toBe("HK$1");
    expect(nudgeText(99_999, "en")).toBe("HK$1,000");
  });

  it("keeps a whole-dollar shortfall as it is", () => {
    expect(nudgeText(5_000, "en")).toBe("HK$50");
  });
});
