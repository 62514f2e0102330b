/**
 * The sign-up, reset and change-password rules of accounts §5, as zod schemas shared by the
 * browser forms and the API. Issue messages are text-bundle keys under `accountForms.errors`;
 * the form and the server translate them into the shopper's language. Pure: no server imports.
 */
import { z } from "zod";
import { COUNTRY_PHONE_PREFIX, type PhoneCountry } from "@/lib/domain/checkout/constants";
import { isValidMobile, withPhonePrefix } from "@/lib/domain/checkout/phone-rules";
import { isValidEmail } from "@/lib/domain/validation/email";
import { SHOP_TIME_ZONE } from "@/lib/domain/locales";
import {
  BIRTHDAY_EARLIEST,
  EMAIL_MAX_LENGTH,
  GENDERS,
  NAME_MAX_LENGTH,
  NICK_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  TITLES,
  VERIFICATION_CODE_DIGITS,
} from "./constants";

export const PHONE_COUNTRIES = Object.keys(COUNTRY_PHONE_PREFIX) as [
  PhoneCountry,
  ...PhoneCountry[],
];

/** accounts §5: "Name-like text: letters, digits, Chinese characters and spaces only." */
export const NAME_PATTERN = /^[\p{L}\p{N}\p{Script=Han} ]+$/u;
/** accounts §5 Password: "6 to 20 printable ASCII characters with at least one letter and one digit". */
export const PASSWORD_PATTERN = /^[\x20-\x7e]+$/;

export function passwordProblem(password: string): string | null {
  if (password === "") return "passwordRequired";
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return "passwordLength";
  if (!PASSWORD_PATTERN.test(password)) return "passwordCharacters";
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return "passwordLetterDigit";
  return null;
}

export type PasswordStrength = "none" | "low" | "medium" | "high";

/**
 * accounts §5: "strength shown as none, low, medium, high" (the scale is not shown; docs/adr/0021):
 * none when empty, low when the rules fail or it has two kinds of character, medium with three
 * kinds or 10+ characters, high with three kinds and 10+ characters or all four kinds.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password === "") return "none";
  if (passwordProblem(password)) return "low";
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) =>
    kind.test(password),
  ).length;
  if (kinds === 4 || (kinds === 3 && password.length >= 10)) return "high";
  if (kinds === 3 || password.length >= 10) return "medium";
  return "low";
}

const passwordField = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const nameField = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, "nameTooLong")
    .regex(NAME_PATTERN, "nameCharacters");

const emailField = z
  .string()
  .trim()
  .min(1, "emailRequired")
  .max(EMAIL_MAX_LENGTH, "emailTooLong")
  .refine(isValidEmail, "emailInvalid");

const codeField = z
  .string()
  .trim()
  .min(1, "codeRequired")
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`), "codeInvalid");

/** An e-mail, or a country prefix plus mobile: the address a code is sent to. */
export const codeAddressSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("email"), email: emailField }),
  z
    .object({
      method: z.literal("mobile"),
      phoneCountry: z.enum(PHONE_COUNTRIES),
      mobile: z.string(),
    })
    .refine((value) => isValidMobile(value.mobile, value.phoneCountry), {
      message: "mobileInvalid",
      path: ["mobile"],
    }),
]);
export type CodeAddress = z.infer<typeof codeAddressSchema>;

/** The stored form of an address: lower-case e-mail, or "+852 12345678". */
export function addressOf(value: CodeAddress): string {
  if (value.method === "email") return value.email.trim().toLowerCase();
  const digits = value.mobile
    .trim()
    .replace(/^\+?\d{2,3}\s+/, "")
    .replace(/[\s-]/g, "");
  return withPhonePrefix(digits, value.phoneCountry);
}

const confirmMatches = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;

export const registerSchema = z
  .object({
    agreement: z.boolean().refine((ticked) => ticked, "agreementRequired"),
    title: z.enum(TITLES, { message: "titleRequired" }),
    countryCode: z.enum(PHONE_COUNTRIES, { message: "countryRequired" }),
    firstName: nameField("firstNameRequired"),
    lastName: nameField("lastNameRequired"),
    gender: z.enum(GENDERS, { message: "genderRequired" }),
    birthMonth: z
      .number({ message: "birthMonthRequired" })
      .int()
      .min(1, "birthMonthRequired")
      .max(12, "birthMonthRequired"),
    verifyCode: codeField,
    password: passwordField,
    confirmPassword: z.string(),
    referralCode: z
      .string()
      .trim()
      .max(REFERRAL_CODE_MAX_LENGTH, "referralCodeInvalid")
      .regex(/^[A-Za-z0-9]*$/, "referralCodeInvalid")
      .optional(),
  })
  .and(codeAddressSchema)
  .refine(confirmMatches, { message: "confirmMismatch", path: ["confirmPassword"] });
export type RegisterValues = z.infer<typeof registerSchema>;

export const resetPasswordSchema = z
  .object({ verifyCode: codeField, password: passwordField, confirmPassword: z.string() })
  .and(codeAddressSchema)
  .refine(confirmMatches, { message: "confirmMismatch", path: ["confirmPassword"] });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const updatePasswordSchema = z
  .object({
    oldPassword: z
      .string()
      .min(1, "oldPasswordRequired")
      .max(PASSWORD_MAX_LENGTH * 4),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine(confirmMatches, { message: "confirmMismatch", path: ["confirmPassword"] });

/** The shop's calendar day (Hong Kong) of an instant, as YYYY-MM-DD. */
export function shopDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** accounts §5: "Birthday must be valid": a real YYYY-MM-DD day, not in the future (ADR 0025). */
export function birthdayProblem(value: string, today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return "birthdayInvalid";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || value < BIRTHDAY_EARLIEST || value > today) return "birthdayInvalid";
  return null;
}

/** The month (1-12) of a YYYY-MM-DD birthday. */
export function birthMonthOf(birthday: string): number {
  return Number(birthday.slice(5, 7));
}

/**
 * updateMemberInfo / updateMember (accounts §3 accountInfo, §5): every field optional, only the
 * given ones change. E-mail and mobile are not here: they change only with a code (ADR 0025).
 * `today` is the shop's date (shopDate), so the form and the server agree on "the future".
 */
export function memberInfoSchema(today: string) {
  return z
    .object({
      title: z.enum(TITLES, { message: "titleRequired" }).optional(),
      firstName: nameField("firstNameRequired").optional(),
      lastName: nameField("lastNameRequired").optional(),
      /** An empty nickname clears it; the header then shows the first and last name. */
      nickName: z
        .string()
        .trim()
        .max(NICK_NAME_MAX_LENGTH, "nameTooLong")
        .refine((value) => value === "" || NAME_PATTERN.test(value), "nameCharacters")
        .optional(),
      gender: z.enum(GENDERS, { message: "genderRequired" }).optional(),
      birthMonth: z
        .number({ message: "birthMonthRequired" })
        .int("birthMonthRequired")
        .min(1, "birthMonthRequired")
        .max(12, "birthMonthRequired")
        .optional(),
      birthday: z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          const problem = birthdayProblem(value, today);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        })
        .optional(),
    })
    .refine(
      (value) =>
        value.birthday === undefined ||
        value.birthMonth === undefined ||
        birthdayProblem(value.birthday, today) !== null ||
        birthMonthOf(value.birthday) === value.birthMonth,
      { message: "birthMonthMismatch", path: ["birthMonth"] },
    );
}
export type MemberInfoValues = z.infer<ReturnType<typeof memberInfoSchema>>;

/** zod issues as `{ field, key }`, the first per field, for forms and userErrors alike. */
export function fieldProblems(error: z.ZodError): { field: string; key: string }[] {
  const seen = new Set<string>();
  const problems: { field: string; key: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "input";
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, key: issue.message });
  }
  return problems;
}
