/**
 * Messages outside React (API errors, outbox texts): lib/i18n/translate.ts formats them through
 * use-intl's translator, as the build's precompiled message files require.
 */
import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n/translate";

describe("translate", () => {
  it("fills a message's arguments in either language", () => {
    expect(translate("en", "apiErrors.PRODUCT_LIST_FIRST_OUT_OF_RANGE", { max: 100 })).toBe(
      "A page can hold at most 100 products.",
    );
    expect(translate("zh", "apiErrors.VERIFY_CODE_COOLDOWN", { seconds: 42 })).toContain("42");
  });

  it("answers a message without arguments as it is", () => {
    expect(translate("en", "goDollar.name")).toBe("Go-dollar");
  });

  it("answers the key itself for a key no bundle has", () => {
    expect(translate("en", "apiErrors.NO_SUCH_CODE")).toBe("apiErrors.NO_SUCH_CODE");
  });
});
