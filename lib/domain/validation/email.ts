/**
 * The e-mail rule of accounts §5: "letters, digits, underscore, dot and hyphen, an @, then
 * a domain with 1 or 2 dotted alphabetic suffixes". The domain's first label is letters,
 * digits and hyphens (host names allow no underscore); the suffixes are letters only, so
 * "a@b.com" and "a@b.com.hk" pass and "a@b", "a@b.c.d.e" and "a@b.c0m" do not. Pure, so
 * the footer subscribe form, the guest order lookup and the server can all share it.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z]+){1,2}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type EmailProblem = "required" | "type";

/** The footer's and the guest lookup's two messages: required, then the pattern ("type"). */
export function emailProblem(value: string): EmailProblem | null {
  if (value.trim() === "") return "required";
  return isValidEmail(value) ? null : "type";
}
