/**
 * What a resolver gets: the database, the clock, the request's language, and the session,
 * resolved once per request from the token header or cookie. Resolvers ask
 * `requireSession()` for anything that needs a caller; it throws the spec's auth codes.
 */
import type { RegisteredQueryStore } from "./persisted-query-store";
import { DbRateLimitStore, type RateLimitStore } from "@/lib/domain/rate-limit/store";
import { GraphQLError } from "graphql";
import type { Db } from "@/lib/db/connect";
import {
  resolveSession,
  type IssuedSession,
  type ResolvedSession,
  type SessionFailure,
} from "@/lib/domain/accounts/sessions";
import type { PaymentConfig } from "@/lib/domain/payments/config";
import type { IdentityProviderConfig } from "@/lib/domain/accounts/identity-providers";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import type { Locale } from "@/lib/domain/locales";
import { SESSION_KIND_COOKIE, TOKEN_COOKIE, type CookieToSet } from "@/lib/session/cookies";
import { signSessionKind } from "@/lib/session/kind-cookie";
import { translate } from "@/lib/i18n/translate";
import { logger } from "@/lib/logger";
import { invalidateCatalog, type CatalogChange, type RevalidateTags } from "./catalog-invalidation";
import { tagsOfPublished } from "@/lib/domain/content/cache-tags";
import type { ContentRef } from "@/lib/domain/content/store";
import { OPERATOR_COOKIE, OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { roleAllows, type OperatorPermission } from "@/lib/domain/operators/roles";
import {
  resolveOperatorSession,
  type IssuedOperatorSession,
  type SessionOperator,
} from "@/lib/domain/operators/sessions";

export interface GraphQLServerConfig {
  getDb: () => Promise<Db>;
  sessionSecret: string;
  ssoSecret: string | undefined;
  /** shopping §4 Checkout entry: visitors may check out (VISITOR_CHECKOUT); default true. */
  visitorCheckout?: boolean;
  cookieSecure: boolean;
  /** The card payment settings; read per request, so a change of settings needs no restart. */
  paymentConfig: () => PaymentConfig;
  /** Facebook and Instagram sign-in settings (docs/adr/0024); unset: both off. */
  identityProviders?: () => IdentityProviderConfig;
  now?: () => Date;
  /** Throttle counters; unset: the database (Redis when the app passes one, see REDIS_URL). */
  rateLimits?: RateLimitStore;
  /** Registered persisted queries, shared by instances; unset: the database (ADR 0050). */
  persistedQueries?: RegisteredQueryStore;
  /** Visitor sign-ins per client address in 10 minutes (VISITOR_LOGIN_LIMIT); unset: the constant. */
  visitorLoginLimit?: number;
  /** Drops cached pages by tag after a catalog write (catalog-invalidation.ts); unset: none. */
  revalidateTags?: RevalidateTags;
}

const NO_IDENTITY_PROVIDERS: IdentityProviderConfig = {
  facebook: null,
  instagram: null,
  redirectUri: "",
};

export interface GraphQLContext {
  db: Db;
  now: Date;
  /** The caller's language, parsed once at the HTTP edge (http.ts). */
  locale: Locale;
  token: string | undefined;
  /** The client's address (proxy header) for rate limits; "local" without one. */
  clientKey: string;
  /** Sliding-window counters that survive restarts (lib/domain/rate-limit). */
  rateLimits: RateLimitStore;
  /** The visitor sign-in limit per client (ADR 0050); undefined: VISITOR_LOGIN_LIMIT. */
  visitorLoginLimit: number | undefined;
  ssoSecret: string | undefined;
  visitorCheckout: boolean;
  /** The payment provider's settings (lib/payment-config.ts in the app), read when asked. */
  paymentConfig(): PaymentConfig;
  /** The social sign-in providers that are configured (lib/identity-provider-config.ts). */
  identityProviders(): IdentityProviderConfig;
  /** The caller's session, or the reason there is none. Resolved once per request. */
  session(): Promise<ResolvedSession | SessionFailure | undefined>;
  /** The caller's session; throws a GraphQL error with the spec's auth code otherwise. */
  requireSession(): Promise<ResolvedSession>;
  requireMember(): Promise<ResolvedSession>;
  startSession(issued: IssuedSession): Promise<void>;
  endSession(): void;
  /** The message of `key` in the caller's language, its `{name}` arguments filled from `values`. */
  t(key: string, values?: Record<string, string | number>): string;
  /**
   * Call after a committed write that changes what catalog pages show; never fails the
   * caller's operation (a failure is logged, the page then waits for its next change).
   */
  catalogChanged(change: CatalogChange): Promise<void>;
  /** The signed-in operator of /ops (its own cookie, docs/adr/0037), or null. Resolved once. */
  operator(): Promise<(SessionOperator & { sessionId: string }) | null>;
  /**
   * The operator, when signed in and their role allows `permission`; otherwise throws
   * OPS_UNAUTHENTICATED (shoppers, visitors, no or a dead operator session) or OPS_FORBIDDEN.
   */
  requireOperator(
    permission?: OperatorPermission,
  ): Promise<SessionOperator & { sessionId: string }>;
  startOperatorSession(issued: IssuedOperatorSession): void;
  endOperatorSession(): void;
  /** After a publish committed: the pages showing these entries render anew (cache tags). */
  contentPublished(entries: readonly ContentRef[]): Promise<void>;
}

export function authError(code: SessionFailure["code"], locale: Locale): GraphQLError {
  return new GraphQLError(translate(locale, `apiErrors.${code}`), { extensions: { code } });
}

function opsError(code: string, locale: Locale): GraphQLError {
  return new GraphQLError(translate(locale, `apiErrors.${code}`), { extensions: { code } });
}

export function createContext(
  config: GraphQLServerConfig,
  db: Db,
  input: {
    token: string | undefined;
    opsToken?: string | undefined;
    locale: Locale;
    /** Filled by startSession and endSession; the HTTP handler turns them into Set-Cookie. */
    cookiesToSet: CookieToSet[];
    clientKey?: string;
  },
): GraphQLContext {
  const now = config.now?.() ?? new Date();
  let sessionPromise: Promise<ResolvedSession | SessionFailure | undefined> | undefined;
  let operatorPromise: Promise<(SessionOperator & { sessionId: string }) | null> | undefined;
  const { cookiesToSet } = input;
  const cookie = (name: string, value: string, maxAge: number, httpOnly: boolean) =>
    cookiesToSet.push({
      name,
      value,
      maxAge,
      httpOnly,
      secure: config.cookieSecure,
      sameSite: "lax",
      path: "/",
    });

  const context: GraphQLContext = {
    db,
    now,
    locale: input.locale,
    token: input.token,
    clientKey: input.clientKey ?? "local",
    rateLimits: config.rateLimits ?? new DbRateLimitStore(db),
    visitorLoginLimit: config.visitorLoginLimit,
    ssoSecret: config.ssoSecret,
    visitorCheckout: config.visitorCheckout ?? true,
    paymentConfig: () => config.paymentConfig(),
    identityProviders: () => config.identityProviders?.() ?? NO_IDENTITY_PROVIDERS,
    t: (key, values) => translate(input.locale, key, values),
    async catalogChanged(change) {
      if (!config.revalidateTags) return;
      try {
        await invalidateCatalog(db, change, now, config.revalidateTags);
      } catch (error) {
        logger.error("catalog cache invalidation failed", { error, change });
      }
    },
    session() {
      sessionPromise ??= input.token
        ? resolveSession(db, input.token, now)
        : Promise.resolve(undefined);
      return sessionPromise;
    },
    async requireSession() {
      const session = await context.session();
      if (!session) throw authError(AUTH_ERROR_CODES.UNAUTHENTICATED, input.locale);
      if ("code" in session) throw authError(session.code, input.locale);
      return session;
    },
    async requireMember() {
      const session = await context.requireSession();
      if (session.kind !== "member")
        throw authError(AUTH_ERROR_CODES.UNAUTHENTICATED, input.locale);
      return session;
    },
    async startSession(issued) {
      const kindValue = await signSessionKind(
        issued.kind,
        issued.expiresAt,
        issued.token,
        config.sessionSecret,
      );
      cookie(TOKEN_COOKIE, issued.token, issued.lifetimeSeconds, true);
      cookie(SESSION_KIND_COOKIE, kindValue, issued.lifetimeSeconds, false);
    },
    endSession() {
      cookie(TOKEN_COOKIE, "", 0, true);
      cookie(SESSION_KIND_COOKIE, "", 0, false);
    },
    operator() {
      operatorPromise ??= input.opsToken
        ? resolveOperatorSession(db, input.opsToken, now)
        : Promise.resolve(null);
      return operatorPromise;
    },
    async requireOperator(permission) {
      const operator = await context.operator();
      if (!operator) throw opsError(OPERATOR_ERROR_CODES.UNAUTHENTICATED, input.locale);
      if (permission && !roleAllows(operator.role, permission)) {
        throw opsError(OPERATOR_ERROR_CODES.FORBIDDEN, input.locale);
      }
      return operator;
    },
    startOperatorSession(issued) {
      // Strict: the console's cookie is never sent from another site's page or link.
      cookiesToSet.push({
        name: OPERATOR_COOKIE,
        value: issued.token,
        maxAge: issued.lifetimeSeconds,
        httpOnly: true,
        secure: config.cookieSecure,
        sameSite: "strict",
        path: "/",
      });
    },
    endOperatorSession() {
      cookiesToSet.push({
        name: OPERATOR_COOKIE,
        value: "",
        maxAge: 0,
        httpOnly: true,
        secure: config.cookieSecure,
        sameSite: "strict",
        path: "/",
      });
    },
    async contentPublished(entries) {
      if (!config.revalidateTags) return;
      try {
        await config.revalidateTags(tagsOfPublished(entries));
      } catch (error) {
        logger.error("content cache invalidation failed", { error, entries });
      }
    },
  };
  return context;
}
