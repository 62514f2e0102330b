/** The locale rules that middleware and the API edge share (lib/i18n/locale.ts, issue 13 item 4). */
import { describe, expect, it } from "vitest";
import { localeOfApiRequest, localeOfCookie } from "@/lib/i18n/locale";

describe("the locale a cookie asks for", () => {
  it("is English when there is no cookie", () => {
    expect(localeOfCookie(undefined)).toBe("en");
  });

  it("is the cookie's value when it is en or zh", () => {
    expect(localeOfCookie("zh")).toBe("zh");
    expect(localeOfCookie("en")).toBe("en");
  });

  it("is refused (null) for any other value, the empty one included", () => {
    for (const value of ["xx", "", "zh_HK", "EN"]) expect(localeOfCookie(value), value).toBeNull();
  });
});

describe("the language of an API call", () => {
  it("takes the lang header over the cookie", () => {
    expect(localeOfApiRequest("zh_HK", "en")).toBe("zh");
    expect(localeOfApiRequest("en_US", "zh")).toBe("en");
  });

  it("falls back to the cookie when the header is absent or not zh_HK/en_US", () => {
    expect(localeOfApiRequest(null, "zh")).toBe("zh");
    expect(localeOfApiRequest("zh", "zh")).toBe("zh");
    expect(localeOfApiRequest("fr_FR", undefined)).toBe("en");
  });

  it("answers in English when the cookie is refused, since the API answers every call", () => {
    expect(localeOfApiRequest(undefined, "xx")).toBe("en");
  });
});
