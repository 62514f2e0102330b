import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, emailProblem, isValidEmail } from "@/lib/domain/validation/email";

describe("the e-mail pattern (accounts §5)", () => {
  it.each([
    "mei@example.com",
    "mei.chan@example.com.hk",
    "mei_chan-01@my-shop.hk",
    "A.B_C-D@EXAMPLE.ORG",
    "1234@163.com",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ["no @", "mei.example.com"],
    ["no suffix", "mei@example"],
    ["three suffixes", "mei@mail.example.com.hk"],
    ["a digit in the suffix", "mei@example.c0m"],
    ["an empty local part", "@example.com"],
    ["a plus sign", "mei+shop@example.com"],
    ["a space inside", "mei chan@example.com"],
    ["two @", "mei@chan@example.com"],
    ["an underscore in the domain", "mei@my_shop.com"],
    ["a trailing dot", "mei@example.com."],
    ["non-Latin letters", "陳@example.com"],
  ])("rejects an address with %s", (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("ignores surrounding spaces, as a form field would", () => {
    expect(isValidEmail("  mei@example.com ")).toBe(true);
  });

  it("is anchored, so no part of a longer string can pass", () => {
    expect(EMAIL_PATTERN.test("say mei@example.com")).toBe(false);
  });
});

describe("the e-mail problem of a form field", () => {
  it("is 'required' when empty or blank", () => {
    expect(emailProblem("")).toBe("required");
    expect(emailProblem("   ")).toBe("required");
  });

  it("is 'type' when the pattern fails", () => {
    expect(emailProblem("mei@")).toBe("type");
  });

  it("is null for a good address", () => {
    expect(emailProblem("mei@example.com")).toBeNull();
  });
});
