/**
 * The browser's fetch for Apollo: queries go as GET with only the document's SHA-256
 * (automatic persisted queries); PersistedQueryNotFound re-sends the document by POST,
 * which registers it; status 431, 414 or 400 turns GET mode off for the rest of the
 * session (shopping spec §7). Mutations always POST.
 */
import { PERSISTED_QUERY_GET_OFF_STATUSES } from "@/lib/graphql/wire";

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

async function sha256Hex(text: string): Promise<string | undefined> {
  if (typeof crypto === "undefined" || !crypto.subtle) return undefined;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface GraphQLBody {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

function isQueryDocument(query: string | undefined): query is string {
  return typeof query === "string" && /^\s*(query\b|\{)/.test(query);
}

async function isPersistedQueryNotFound(response: Response): Promise<boolean> {
  if (!response.ok && response.status !== 200) return false;
  try {
    const result = (await response.clone().json()) as { errors?: { message?: string }[] };
    return result.errors?.some((error) => error.message === "PersistedQueryNotFound") ?? false;
  } catch {
    return false;
  }
}

export function createPersistedQueryFetch(
  baseFetch: Fetch,
  origin: string,
): Fetch & { getMode(): boolean } {
  let getMode = true;
  const persistedFetch = async (relativeInput: RequestInfo | URL, init: RequestInit = {}) => {
    const input =
      typeof relativeInput === "string" ? new URL(relativeInput, origin) : relativeInput;
    if (!getMode || typeof init.body !== "string") return baseFetch(input, init);
    const body = JSON.parse(init.body) as GraphQLBody;
    if (!isQueryDocument(body.query)) return baseFetch(input, init);
    const hash = await sha256Hex(body.query);
    if (!hash) {
      getMode = false;
      return baseFetch(input, init);
    }
    const persistedQuery = { version: 1, sha256Hash: hash };
    const url = new URL(String(input), origin);
    if (body.operationName) url.searchParams.set("operationName", body.operationName);
    if (body.variables && Object.keys(body.variables).length > 0) {
      url.searchParams.set("variables", JSON.stringify(body.variables));
    }
    url.searchParams.set("extensions", JSON.stringify({ persistedQuery }));
    const headers = new Headers(init.headers);
    headers.delete("content-type");
    const response = await baseFetch(url, { ...init, method: "GET", body: undefined, headers });
    if (PERSISTED_QUERY_GET_OFF_STATUSES.includes(response.status)) {
      getMode = false;
      return baseFetch(input, init);
    }
    if (await isPersistedQueryNotFound(response)) {
      return baseFetch(input, {
        ...init,
        body: JSON.stringify({ ...body, extensions: { ...body.extensions, persistedQuery } }),
      });
    }
    return response;
  };
  return Object.assign(persistedFetch, { getMode: () => getMode });
}
