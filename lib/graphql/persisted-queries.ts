/**
 * Automatic persisted queries (shopping spec §7: "GET allowed for hashed queries").
 * A GET carries only the SHA-256 of the document; an unknown hash answers
 * `PersistedQueryNotFound` and the client re-sends the document by POST, which registers
 * it. The store starts with every operation document of lib/graphql/operations, so hashed
 * GETs of the shop's own operations work on any instance from its first request; what clients
 * register is shared by all instances (ADR 0050).
 */
import { createHash } from "node:crypto";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RegisteredQueryStore } from "./persisted-query-store";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * The documents a hash may stand for: the shop's own operations, built into every instance and
 * never evicted, then the documents clients registered, in the shared store
 * (persisted-query-store.ts: the database or Redis), so a hash registered through one instance
 * is found by all (ADR 0050).
 */
export class PersistedQueryStore {
  private readonly builtIn = new Map<string, string>();
  constructor(
    initialDocuments: Iterable<string>,
    private readonly registered: RegisteredQueryStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    for (const document of initialDocuments) this.builtIn.set(sha256Hex(document), document);
  }
  async get(hash: string): Promise<string | undefined> {
    return this.builtIn.get(hash) ?? (await this.registered.get(hash, this.now()));
  }
  async set(hash: string, document: string): Promise<void> {
    if (this.builtIn.has(hash)) return;
    await this.registered.register(hash, document, this.now());
  }
}

interface PersistedQueryExtension {
  version?: unknown;
  sha256Hash?: unknown;
}

export function persistedQueriesPlugin(store: PersistedQueryStore): Plugin {
  return {
    async onParams({ params, setParams }) {
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
        await store.set(hash, params.query);
        return;
      }
      const query = await store.get(hash);
      if (!query) {
        throw new GraphQLError("PersistedQueryNotFound", {
          extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
        });
      }
      setParams({ ...params, query });
    },
  };
}
