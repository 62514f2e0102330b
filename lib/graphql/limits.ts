/** Limits on every API request (architecture: API contract). Chosen in docs/adr/0004. */
export const GRAPHQL_LIMITS = {
  /** Bytes of a request body; the largest real operation (order create) is far below. */
  maxBodyBytes: 100 * 1024,
  maxDepth: 15,
  maxAliases: 20,
  maxCost: 5000,
  maxTokens: 5000,
  maxDirectives: 20,
  /** Characters of a GET URL's query string before the client must POST instead. */
  maxPersistedQueries: 2000,
} as const;
