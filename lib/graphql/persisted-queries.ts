/**
 * Automatic persisted queries (shopping spec §7: "GET allowed for hashed queries").
 * A GET carries only the SHA-256 of the document; an unknown hash answers
 * `PersistedQueryNotFound` and the client re-sends the document by POST, which registers
 * it. The store starts with every operation document of lib/graphql/operations, so hashed
 * GETs of the shop's own operations work on any instance from its first request.
 */
import { createHash } from "node:crypto";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { GRAPHQL_LIMITS } from "./limits";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A bounded in-process store; the oldest entry goes first when full. */
export class PersistedQueryStore {
  private readonly entries = new Map<string, string>();
  constructor(
    initialDocuments: Iterable<string> = [],
    private readonly capacity: number = GRAPHQL_LIMITS.maxPersistedQueries,
  ) {
    for (const document of initialDocuments) this.set(sha256Hex(document), document);
  }
  get(hash: string): string | undefined {
    return this.entries.get(hash);
  }
  set(hash: string, document: string): void {
    if (this.entries.size >= this.capacity && !this.entries.has(hash)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, document);
  }
}

interface PersistedQueryExtension {
  version?: unknown;
  sha256Hash?: unknown;
}

export function persistedQueriesPlugin(store: PersistedQueryStore): Plugin {
  return {
    onParams({ params, setParams }) {
      const persisted = params.extensions?.persistedQuery as PersistedQueryExtension | undefined;
      if (!persisted) return;
      if (persisted.version !== 1 || typeof persisted.sha256Hash !== "string") {
        throw new GraphQLError("PersistedQueryNotSupported", {
          extensions: { code: "PERSISTED_QUERY_NOT_SUPPORTED", http: { status: 400 } },
        });
      }
      const hash = persisted.sha256Hash.toLowerCase();
      if (params.query) {
        if (sha256Hex(params.query) !== hash) {
          throw new GraphQLError("provided sha does not match query", {
            extensions: { code: "PERSISTED_QUERY_HASH_MISMATCH", http: { status: 400 } },
          });
        }
        store.set(hash, params.query);
        return;
      }
      const query = store.get(hash);
      if (!query) {
        throw new GraphQLError("PersistedQueryNotFound", {
          extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
        });
      }
      setParams({ ...params, query });
    },
  };
}
