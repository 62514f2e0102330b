/**
 * How a request reaches the API from the browser (shopping spec §7: "GET allowed for hashed
 * queries"). Queries go as GET with only the document's SHA-256 (automatic persisted
 * queries); status 431, 414 or 400 turns GET mode off for the rest of the session.
 * Mutations always POST.
 *
 * A request carries either its printed document (Apollo's calls: PersistedQueryNotFound
 * re-sends it by POST, which registers it) or only its hash (the islands' persisted
 * operations, lib/graphql/persisted: every instance's store holds the shop's own documents,
 * so there is nothing to re-send; a page older than the running build gets the error back).
 */
import { PERSISTED_QUERY_GET_OFF_STATUSES } from "@/lib/graphql/wire";

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** One request on the wire: the printed document, or the hash of one the API holds. */
export type WireRequest = {
  operationName: string;
  variables: Record<string, unknown>;
} & ({ query: string } | { kind: "query" | "mutation"; sha256Hash: string });

async function sha256Hex(text: string): Promise<string | undefined> {
  if (typeof crypto === "undefined" || !crypto.subtle) return undefined;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function isQuery(request: WireRequest): boolean {
  return "query" in request ? /^\s*(query\b|\{)/.test(request.query) : request.kind === "query";
}

async function isPersistedQueryNotFound(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const result = (await response.clone().json()) as { errors?: { message?: string }[] };
    return result.errors?.some((error) => error.message === "PersistedQueryNotFound") ?? false;
  } catch {
    return false;
  }
}

export interface PersistedQuerySender {
  /** POSTs or GETs `request` to `path` with `init`'s headers and credentials. */
  send(path: string, request: WireRequest, init: RequestInit): Promise<Response>;
  /** Whether queries still go as GET (false for good after a 431, 414 or 400). */
  getMode(): boolean;
}

export function createPersistedQuerySender(baseFetch: Fetch, origin: string): PersistedQuerySender {
  let getMode = true;

  return {
    getMode: () => getMode,
    async send(path, request, init) {
      const url = new URL(path, origin);
      const { operationName, variables } = request;
      // With its document, a request is sent plain; with its hash only, the hash is all it has.
      const document = "query" in request ? request.query : undefined;
      const hash = "query" in request ? await sha256Hex(request.query) : request.sha256Hash;
      const persistedQuery = hash ? { version: 1, sha256Hash: hash } : undefined;
      const post = (withHash: boolean) =>
        baseFetch(url, {
          ...init,
          method: "POST",
          body: JSON.stringify({
            operationName,
            variables,
            ...(document === undefined ? {} : { query: document }),
            ...(withHash || document === undefined ? { extensions: { persistedQuery } } : {}),
          }),
        });

      if (document !== undefined && !hash) getMode = false;
      if (!getMode || !isQuery(request)) return post(false);

      const getUrl = new URL(url);
      getUrl.searchParams.set("operationName", operationName);
      if (Object.keys(variables).length > 0) {
        getUrl.searchParams.set("variables", JSON.stringify(variables));
      }
      getUrl.searchParams.set("extensions", JSON.stringify({ persistedQuery }));
      const headers = new Headers(init.headers);
      headers.delete("content-type");
      const response = await baseFetch(getUrl, { ...init, method: "GET", headers });
      if (PERSISTED_QUERY_GET_OFF_STATUSES.includes(response.status)) {
        getMode = false;
        return post(false);
      }
      if (document !== undefined && (await isPersistedQueryNotFound(response))) return post(true);
      return response;
    },
  };
}
