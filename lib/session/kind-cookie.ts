/**
 * Signs and verifies the `session_kind` cookie with Web Crypto, so the same code runs in
 * middleware (any runtime) and on the server. It is a routing hint bound to the token:
 * copying it next to another token fails verification. The database stays the authority.
 */
export type SessionKindValue = "visitor" | "member";

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keyCache.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

function signedPart(kind: SessionKindValue, expiresAtSeconds: number, token: string): string {
  return `${kind}.${expiresAtSeconds}.${token}`;
}

export async function signSessionKind(
  kind: SessionKindValue,
  expiresAt: Date,
  token: string,
  secret: string,
): Promise<string> {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    encoder.encode(signedPart(kind, exp, token)),
  );
  return `${kind}.${exp}.${toBase64Url(signature)}`;
}

/** The kind the cookie vouches for, or undefined when it is missing, forged or expired. */
export async function verifySessionKind(
  cookieValue: string | undefined,
  token: string | undefined,
  secret: string,
  now: Date,
): Promise<SessionKindValue | undefined> {
  if (!cookieValue || !token) return undefined;
  const [kind, expText, signatureText] = cookieValue.split(".");
  if ((kind !== "visitor" && kind !== "member") || !expText || !signatureText) return undefined;
  const exp = Number(expText);
  if (!Number.isInteger(exp) || exp * 1000 <= now.getTime()) return undefined;
  const signature = fromBase64Url(signatureText);
  if (!signature) return undefined;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    encoder.encode(signedPart(kind, exp, token)),
  );
  return valid ? kind : undefined;
}

/** For the browser: the kind written in the cookie, unverified (a hint for UI only). */
export function readSessionKindHint(cookieValue: string | undefined): SessionKindValue | undefined {
  const kind = cookieValue?.split(".")[0];
  return kind === "visitor" || kind === "member" ? kind : undefined;
}
