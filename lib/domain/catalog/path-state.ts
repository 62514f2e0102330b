/**
 * A page's query as one path segment ("~" and the query in base64url). Middleware appends it to
 * the route it rewrites to, so catalog pages depend on their path only: each real listing or
 * product choice is one entry of the rendering cache, and tracking parameters, unknown keys and
 * odd values never make another (docs/architecture.md "Rendering cache").
 */
export const PATH_STATE_PREFIX = "~";

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The segment of a canonical query string ("a=1&b=2"); null for none. */
export function pathStateSegment(query: string): string | null {
  return query ? `${PATH_STATE_PREFIX}${toBase64Url(query)}` : null;
}

export type QueryValues = Record<string, string[]>;

export function queryValuesOf(search: URLSearchParams): QueryValues {
  const values: QueryValues = {};
  for (const [key, value] of search) (values[key] ??= []).push(value);
  return values;
}

/** The route's segments without a trailing state segment, and the query that segment carries. */
export function splitPathState(segments: readonly string[]): {
  segments: string[];
  query: QueryValues;
} {
  const last = segments.at(-1);
  if (!last?.startsWith(PATH_STATE_PREFIX)) return { segments: [...segments], query: {} };
  const text = fromBase64Url(last.slice(PATH_STATE_PREFIX.length)) ?? "";
  return { segments: segments.slice(0, -1), query: queryValuesOf(new URLSearchParams(text)) };
}
