/**
 * The API's request edges (issue 18 item 2, docs/adr/0049):
 * - CORS for the shop's own origin only: a page of another site gets no
 *   Access-Control-Allow-Origin at all (yoga's default reflects any origin with credentials);
 * - a POST (every write, and reads sent by POST) whose Origin is another site's or `null` (a
 *   sandboxed frame, a data: page) is refused before anything runs; callers that send no Origin
 *   (servers, the app's own server code, scripts) are not browsers' pages and pass;
 * - introspection off unless the environment turns it on (docs: off in production);
 * - a query that does not parse or does not validate is the caller's fault: 400 with
 *   GRAPHQL_PARSE_FAILED or GRAPHQL_VALIDATION_FAILED, logged as a warning without a stack.
 */
import { GraphQLError, NoSchemaIntrospectionCustomRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Locale } from "@/lib/domain/locales";
import { translate } from "@/lib/i18n/translate";
import { logger } from "@/lib/logger";
import { TOO_MANY_DIRECTIVES } from "./directive-limit";

/** Request headers the shop's own pages send to the API (lib/client/shop-transport.ts). */
const ALLOWED_REQUEST_HEADERS = ["content-type", "channel-code", "lang", "token"];
/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The origin (scheme, host, port) of PUBLIC_BASE_URL. */
export function ownOrigin(publicBaseUrl: string): string {
  return new URL(publicBaseUrl).origin;
}

/**
 * Yoga's `cors` option: the CORS answer for the shop's own origin, and none (no ACAO header)
 * for any other origin, `null` included. Without an own origin nobody gets CORS headers.
 */
export function corsForOwnOrigin(origin: string | undefined) {
  return (request: Request) =>
    origin !== undefined && request.headers.get("origin") === origin
      ? {
          origin: [origin],
          credentials: true,
          methods: ["GET", "POST"],
          allowedHeaders: ALLOWED_REQUEST_HEADERS,
          maxAge: PREFLIGHT_MAX_AGE_SECONDS,
        }
      : (false as const);
}

/** Whether a request must be refused for its Origin: a POST from a page not the shop's. */
export function isForeignWrite(request: Request, origin: string | undefined): boolean {
  if (request.method.toUpperCase() !== "POST") return false;
  const sent = request.headers.get("origin");
  return sent !== null && sent !== origin;
}

/** Refuses a POST from another site's page (or an opaque `null` origin) with 403. */
export function foreignOriginPlugin<TContext extends { locale: Locale }>(
  origin: string | undefined,
): Plugin<TContext> {
  return {
    onRequest({ request, serverContext, endResponse, fetchAPI }) {
      if (!isForeignWrite(request, origin)) return;
      const locale = (serverContext as unknown as Partial<TContext> | undefined)?.locale ?? "en";
      logger.warn("request refused: foreign origin", { origin: request.headers.get("origin") });
      endResponse(
        fetchAPI.Response.json(
          {
            errors: [
              {
                message: translate(locale, "apiErrors.ORIGIN_REFUSED"),
                extensions: { code: "ORIGIN_REFUSED" },
              },
            ],
          },
          { status: 403 },
        ),
      );
    },
  };
}

/** Adds graphql-js's rule that refuses `__schema` and `__type` (fragments included). */
export function disableIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** The codes of a request the API could not even start to run: the caller's mistake. */
const CLIENT_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  TOO_MANY_DIRECTIVES,
]);
const CLIENT_ERROR_HTTP = { status: 400 };

/**
 * A syntax error becomes a client error (400, GRAPHQL_PARSE_FAILED) and a validation failure
 * keeps yoga's 400 and GRAPHQL_VALIDATION_FAILED; both are logged as warnings, one line each,
 * with the message and no stack: a caller's mistake, not a fault of the server.
 */
export function clientErrorsPlugin(): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!(result instanceof Error)) return;
        const original = result instanceof GraphQLError ? result : undefined;
        logger.warn("graphql query did not parse", { error: result.message });
        replaceParseResult(
          new GraphQLError(result.message, {
            source: original?.source,
            positions: original?.positions,
            extensions: { code: "GRAPHQL_PARSE_FAILED", http: CLIENT_ERROR_HTTP },
          }),
        );
      };
    },
    onValidate() {
      return ({ valid, result }) => {
        if (valid) return;
        for (const error of result) {
          (error.extensions as Record<string, unknown>).code ??= "GRAPHQL_VALIDATION_FAILED";
        }
        logger.warn("graphql query did not validate", {
          errors: result.map((error) => error.message),
        });
      };
    },
    // Yoga marks these errors as GraphQL-over-HTTP "spec" errors, which it answers with 200 to a
    // caller that accepts application/json (the spec's legacy rule); a status on the result
    // itself makes it 400 for every caller.
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !("errors" in result) || result.data !== undefined) return;
      const codes = (result.errors ?? []).map((error) => error.extensions?.code);
      if (codes.length === 0 || !codes.every((code) => CLIENT_ERROR_CODES.has(String(code)))) {
        return;
      }
      setResult({ ...result, extensions: { ...result.extensions, http: CLIENT_ERROR_HTTP } });
    },
  };
}
