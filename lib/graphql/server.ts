/**
 * Builds the GraphQL server (graphql-yoga over the Pothos schema) with the request limits,
 * persisted queries and error masking of the API contract. The database and secrets are
 * injected, so tests build the same server over a fresh database.
 */
import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { GraphQLError, type ValidationContext } from "graphql";
import { createYoga } from "graphql-yoga";
import { logger } from "@/lib/logger";
import { createContext, type GraphQLContext, type GraphQLServerConfig } from "./context";
import type { GraphQLServerContext, ShopYoga } from "./http";
import { maxDirectivesPlugin } from "./directive-limit";
import { GRAPHQL_LIMITS } from "./limits";
import { refuseNulCharactersPlugin } from "./nul-characters";
import { ALL_OPERATIONS } from "./operations";
import { PersistedQueryStore, persistedQueriesPlugin } from "./persisted-queries";
import { dbRegisteredQueries } from "./persisted-query-store";
import {
  clientErrorsPlugin,
  corsForOwnOrigin,
  disableIntrospectionPlugin,
  foreignOriginPlugin,
} from "./request-edges";
import { getSchema } from "./schema";

/**
 * graphql-armor throws its refusal out of validation by default, which skips the validation
 * hooks: the caller got a 200 with a "Syntax Error: …" and no code. Reported as a validation
 * error instead, it is a client error like any other (400, GRAPHQL_VALIDATION_FAILED, logged as
 * a warning; request-edges.ts), still before any resolver runs.
 */
const reportedLimit = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(
        new GraphQLError(error.message.replace(/^Syntax Error: /, ""), {
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        }),
      ),
  ],
};

/** Errors we raise on purpose carry an extensions.code; anything else is a bug and is masked. */
function isIntended(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions?.code !== undefined;
}

/**
 * A variable the caller sent of the wrong kind ("String cannot represent …", an unknown enum
 * value): graphql-js refuses it before execution (no path) and keeps the scalar's or enum's
 * GraphQLError as originalError. The caller's error, like any other invalid variable, not ours.
 */
function isInvalidVariable(error: GraphQLError): boolean {
  return error.path === undefined && error.originalError instanceof GraphQLError;
}

export function createGraphQLServer(
  config: GraphQLServerConfig & {
    exposeGraphiQL?: boolean;
    /** PUBLIC_BASE_URL's origin: the one origin given CORS and allowed to POST from a page. */
    publicOrigin?: string;
    /** Schema introspection (`__schema`, `__type`); off unless asked for (request-edges.ts). */
    introspection?: boolean;
  },
): ShopYoga {
  const store = new PersistedQueryStore(
    ALL_OPERATIONS.map((operation) => operation.source),
    config.persistedQueries ?? dbRegisteredQueries(config.getDb),
    config.now,
  );
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema: getSchema(),
    graphqlEndpoint: "/api/graphql",
    graphiql: config.exposeGraphiQL ?? false,
    landingPage: false,
    batching: false,
    cors: corsForOwnOrigin(config.publicOrigin),
    logging: {
      debug: (...args) => logger.debug("graphql", { args }),
      info: (...args) => logger.info("graphql", { args }),
      warn: (...args) => logger.warn("graphql", { args }),
      error: (...args) => logger.error("graphql", { args }),
    },
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        if (
          error instanceof GraphQLError &&
          (isIntended(original) || !error.originalError || isInvalidVariable(error))
        ) {
          return error;
        }
        logger.error("unexpected resolver error", { error: original });
        return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
      errorMessage: "Unexpected error.",
    },
    plugins: [
      foreignOriginPlugin<GraphQLServerContext>(config.publicOrigin),
      clientErrorsPlugin(),
      ...(config.introspection ? [] : [disableIntrospectionPlugin()]),
      persistedQueriesPlugin(store),
      refuseNulCharactersPlugin(),
      maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }),
      maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ...reportedLimit }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, ...reportedLimit }),
      maxDirectivesPlugin(GRAPHQL_LIMITS.maxDirectives),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, ...reportedLimit }),
      blockFieldSuggestionsPlugin(),
    ],
    context: async ({ token, opsToken, locale, cookiesToSet, clientKey }) =>
      createContext(config, await config.getDb(), {
        token,
        opsToken,
        locale,
        cookiesToSet,
        clientKey,
      }),
  });
}
