/**
 * The staff sign-up form's rules (accounts §5: "staff sign-up requires staff code and surname"),
 * shared by the browser form and the API like registration-rules.ts. Pure: no server imports.
 */
import { z } from "zod";
import { STAFF_CODE_MAX_LENGTH } from "./constants";
import { nameField } from "./registration-rules";

export const staffSignUpSchema = z.object({
  staffCode: z
    .string()
    .trim()
    .min(1, "staffCodeRequired")
    .max(STAFF_CODE_MAX_LENGTH, "staffCodeInvalid")
    .regex(/^[A-Za-z0-9]+$/, "staffCodeInvalid"),
  surname: nameField("surnameRequired"),
});
export type StaffSignUpValues = z.infer<typeof staffSignUpSchema>;

/** Staff codes are matched as the register writes them: upper case, no spaces. */
export function normalStaffCode(staffCode: string): string {
  return staffCode.trim().toUpperCase();
}

/** Surnames are matched case-insensitively, with inner spaces collapsed ("  chan " = "Chan"). */
export function normalSurname(surname: string): string {
  return surname.trim().replace(/\s+/g, " ").toLowerCase();
}
