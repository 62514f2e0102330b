/**
 * What remember-me keeps on this device besides the long session (issue 14 item 1): the e-mail,
 * or the country and mobile, to pre-fill the next sign-in. Never the password.
 */
import { z } from "zod";

const KEY = "shop.login.remembered";

const remembered = z.discriminatedUnion("method", [
  z.object({ method: z.literal("email"), email: z.string().max(254) }),
  z.object({ method: z.literal("mobile"), country: z.string().max(4), mobile: z.string().max(20) }),
]);
export type RememberedAccount = z.infer<typeof remembered>;

export function readRememberedAccount(): RememberedAccount | null {
  try {
    const parsed = remembered.safeParse(JSON.parse(localStorage.getItem(KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeRememberedAccount(value: RememberedAccount | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode); remembering is a convenience only.
  }
}
