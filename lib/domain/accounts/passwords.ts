/** Passwords are hashed with argon2id (architecture: "Passwords: argon2id"). */
import { hash, verify } from "@node-rs/argon2";

/** The library's default algorithm is argon2id; these are OWASP's minimum parameters. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the account does not exist keeps the answer time the same,
 * so response timing does not reveal which e-mails are registered.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy-password-1");
  await verifyPassword(await dummyHash, password);
}
