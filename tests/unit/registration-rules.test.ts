import { describe, expect, it } from "vitest";
import {
  addressOf,
  fieldProblems,
  passwordProblem,
  passwordStrength,
  registerSchema,
  resetPasswordSchema,
} from "@/lib/domain/accounts/registration-rules";
import {
  generateVerificationCode,
  normaliseAddress,
} from "@/lib/domain/accounts/verification-codes";

const valid = {
  agreement: true,
  title: "MR",
  countryCode: "HK",
  firstName: "Tai Man",
  lastName: "陳",
  gender: "MALE",
  birthMonth: 12,
  method: "email",
  email: "tai.man@example.com",
  verifyCode: "012345",
  password: "Trail2026",
  confirmPassword: "Trail2026",
};

function problems(values: Record<string, unknown>) {
  const parsed = registerSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(fieldProblems(parsed.error).map((p) => [p.field, p.key]));
}

describe("the password rule (accounts §5)", () => {
  it.each([
    ["", "passwordRequired"],
    ["a1b2c", "passwordLength"],
    ["a1".repeat(11), "passwordLength"],
    ["abcdefg", "passwordLetterDigit"],
    ["1234567", "passwordLetterDigit"],
    ["abc123密碼", "passwordCharacters"],
  ])("refuses %j with %s", (password, key) => {
    expect(passwordProblem(password)).toBe(key);
  });

  it.each(["abc123", "A1!@#$%^&*()-_=+[]{}", "pass word 1"])("accepts %j", (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

describe("password strength (accounts §5: none, low, medium, high)", () => {
  it.each([
    ["", "none"],
    ["abc", "low"],
    ["abc123", "low"],
    ["Abc123", "medium"],
    ["abcdef123456", "medium"],
    ["Abcdef123456", "high"],
    ["Ab1!xy", "high"],
  ])("%j is %s", (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });
});

describe("the sign-up schema (accounts §5 Registration)", () => {
  it("accepts a complete e-mail sign-up and a mobile one", () => {
    expect(problems(valid)).toEqual({});
    expect(
      problems({ ...valid, method: "mobile", phoneCountry: "CN", mobile: "13812345678" }),
    ).toEqual({});
  });

  it("requires agreement, title, country, names, gender and birth month", () => {
    expect(
      problems({
        ...valid,
        agreement: false,
        title: "",
        countryCode: "",
        firstName: " ",
        lastName: "",
        gender: "",
        birthMonth: undefined,
      }),
    ).toEqual({
      agreement: "agreementRequired",
      title: "titleRequired",
      countryCode: "countryRequired",
      firstName: "firstNameRequired",
      lastName: "lastNameRequired",
      gender: "genderRequired",
      birthMonth: "birthMonthRequired",
    });
  });

  it("allows letters, digits, Chinese characters and spaces in names only, up to 50", () => {
    expect(problems({ ...valid, firstName: "<script>alert(1)</script>" })).toEqual({
      firstName: "nameCharacters",
    });
    expect(problems({ ...valid, lastName: "x".repeat(51) })).toEqual({ lastName: "nameTooLong" });
    expect(problems({ ...valid, firstName: "大文 2" })).toEqual({});
  });

  it("checks the e-mail, the mobile per country, the code and the confirmation", () => {
    expect(problems({ ...valid, email: "a@b" })).toEqual({ email: "emailInvalid" });
    expect(problems({ ...valid, method: "mobile", phoneCountry: "HK", mobile: "1234567" })).toEqual(
      { mobile: "mobileInvalid" },
    );
    expect(problems({ ...valid, verifyCode: "12345" })).toEqual({ verifyCode: "codeInvalid" });
    expect(problems({ ...valid, confirmPassword: "Trail2027" })).toEqual({
      confirmPassword: "confirmMismatch",
    });
    expect(problems({ ...valid, referralCode: "<x>" })).toEqual({
      referralCode: "referralCodeInvalid",
    });
  });

  it("reset needs the same address, code and password rules", () => {
    const parsed = resetPasswordSchema.safeParse({
      method: "email",
      email: "x@example.com",
      verifyCode: "",
      password: "short",
      confirmPassword: "short",
    });
    expect(parsed.success).toBe(false);
  });
});

describe("code addresses", () => {
  it("stores e-mails lower-cased and mobiles as '+852 12345678'", () => {
    expect(addressOf({ method: "email", email: " Mei@Example.COM " })).toBe("mei@example.com");
    expect(addressOf({ method: "mobile", phoneCountry: "HK", mobile: "9123 4567" })).toBe(
      "+852 91234567",
    );
    expect(addressOf({ method: "mobile", phoneCountry: "MO", mobile: "+853 66123456" })).toBe(
      "+853 66123456",
    );
    expect(normaliseAddress("A@B.COM")).toBe("a@b.com");
  });

  it("generates 6-digit codes, leading zeros kept", () => {
    for (let index = 0; index < 200; index += 1) {
      expect(generateVerificationCode()).toMatch(/^\d{6}$/);
    }
  });
});
