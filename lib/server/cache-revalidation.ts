/**
 * Revalidating cached pages from outside a request: the command line (`npm run ops`) and the
 * app's own background jobs post the tags to POST /api/cache/revalidate of the running shop,
 * which calls Next.js's revalidateTag (only a request can). The body is signed with a key
 * derived from SESSION_SECRET, so nobody else can empty the cache. With REDIS_URL the tag
 * expirations live in Redis, so one instance told is every instance told (ADR 0030).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const REVALIDATE_PATH = "/api/cache/revalidate";
export const REVALIDATE_SIGNATURE_HEADER = "x-shop-signature";
/** Tags in one call; a change names a few dozen at most. */
export const REVALIDATE_MAX_TAGS = 500;

const RevalidateBody = z.object({
  tags: z.array(z.string().min(1).max(256)).min(1).max(REVALIDATE_MAX_TAGS),
});

function signature(body: string, secret: string): string {
  const key = createHmac("sha256", secret).update("cache-revalidate").digest();
  return createHmac("sha256", key).update(body).digest("base64url");
}

/** The tags of a correctly signed body, or null. */
export function readRevalidateRequest(
  body: string,
  signed: string | null,
  secret: string,
): string[] | null {
  if (!signed) return null;
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = RevalidateBody.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.tags : null;
  } catch {
    return null;
  }
}

/** Tells the shop at `baseUrl` to revalidate `tags`; throws when it did not. */
export async function postRevalidation(
  baseUrl: string,
  secret: string,
  tags: readonly string[],
): Promise<void> {
  for (let start = 0; start < tags.length; start += REVALIDATE_MAX_TAGS) {
    const body = JSON.stringify({ tags: tags.slice(start, start + REVALIDATE_MAX_TAGS) });
    const response = await fetch(new URL(REVALIDATE_PATH, baseUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [REVALIDATE_SIGNATURE_HEADER]: signature(body, secret),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`revalidation refused: ${response.status}`);
  }
}
