import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { translate } from "@/lib/i18n/translate";

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe("the text bundles", () => {
  it("have the same keys in English and Traditional Chinese", () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it("carry the spec's contract keys", () => {
    for (const key of [
      "footer.operationSuccess",
      "footer.operationFail",
      "footer.rules.email.required",
      "footer.rules.email.type",
      "checkOrder.form.checkError",
      "checkOrder.form.orderEmpty",
      "checkOrder.form.emailEmpty",
      "checkOrder.form.emailError",
      "loginError.serverError",
    ]) {
      expect(translate("en", key)).not.toBe(key);
      expect(translate("zh", key)).not.toBe(key);
    }
  });

  it("says the 404 text of the spec in English", () => {
    expect(translate("en", "notFound.title")).toBe("This page could not be found");
  });

  it("fills placeholders and leaves unknown keys visible", () => {
    expect(translate("en", "user.greeting", { name: "Mei" })).toBe("Hello, Mei");
    expect(translate("zh", "no.such.key")).toBe("no.such.key");
  });
});
