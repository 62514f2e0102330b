/** PostgreSQL error codes the domain reacts to (PGlite and node-postgres both report `code`). */

/** unique_violation: a unique index refused a row, e.g. two sign-ups for one address at once. */
const UNIQUE_VIOLATION = "23505";

/** Drizzle wraps the driver's error in `cause`; walk the chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
