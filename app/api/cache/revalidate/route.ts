/** POST /api/cache/revalidate: signed tags from the command line and jobs (cache-revalidation.ts). */
import { revalidateTag } from "next/cache";
import { getDb } from "@/lib/db";
import { forgetCachedReads } from "@/lib/domain/catalog/read-cache";
import { getEnv } from "@/lib/env";
import {
  readRevalidateRequest,
  REVALIDATE_SIGNATURE_HEADER,
} from "@/lib/server/cache-revalidation";

/** A change names a few dozen tags; anything far larger is not ours. */
const MAX_BODY_BYTES = 64 * 1024;

export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  const tags =
    body.length <= MAX_BODY_BYTES
      ? readRevalidateRequest(
          body,
          request.headers.get(REVALIDATE_SIGNATURE_HEADER),
          getEnv().SESSION_SECRET,
        )
      : null;
  if (!tags) return Response.json({ revalidated: false }, { status: 403 });
  // The catalog's own read cache (facet counts, list ids) would rebuild the pages from old rows.
  forgetCachedReads(await getDb());
  // Expired at once: the very next request renders from the database.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags.length });
}
