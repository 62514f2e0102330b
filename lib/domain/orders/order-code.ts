/**
 * Order codes people read and type (architecture: "generated, unique and unguessable enough that
 * knowing one gives no access"): "SO" and 12 characters of a 32-letter alphabet without 0/O and
 * 1/I, 60 random bits, so neighbouring codes say nothing about each other.
 */
import { randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateOrderCode(): string {
  const bytes = randomBytes(12);
  let code = "SO";
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code;
}

export const ORDER_CODE_PATTERN = /^SO[A-Z2-9]{12}$/;
