/**
 * The redirect of a page asked for on a host other than PUBLIC_BASE_URL's (middleware rewrites
 * such requests here; lib/session/canonical-host.ts says why it is a route). Only ever to a path
 * on the public origin, so it cannot be used to send anyone elsewhere.
 */
import { getEnv } from "@/lib/env";
import { CANONICAL_PATH_HEADER, canonicalLocation } from "@/lib/session/canonical-host";

function redirect(request: Request): Response {
  const to = request.headers.get(CANONICAL_PATH_HEADER);
  return new Response(null, {
    status: 307,
    headers: {
      location: canonicalLocation(to, getEnv().PUBLIC_BASE_URL).toString(),
      "cache-control": "no-store",
    },
  });
}

export const GET = redirect;
export const HEAD = redirect;
export const POST = redirect;
