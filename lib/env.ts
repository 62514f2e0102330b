/**
 * The one place that reads `process.env` (t3's env pattern). Parsed lazily so that
 * `next build` on a clean clone needs nothing; a bad value fails at first use with a
 * message that names the variable.
 */
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Any Postgres (node-postgres pool). Unset: the embedded PGlite in PGLITE_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().min(1).default(".data/pglite"),
  /** The pool's wait for a connection, ms; unset: lib/db/pool-settings.ts (ADR 0050). */
  DATABASE_CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** PostgreSQL statement_timeout of the app's sessions, ms; 0 turns it off (ADR 0050). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  /** Images uploaded in the operations console, served at /media/{file} (docs/adr/0037). */
  MEDIA_DIR: z.string().min(1).default(".data/media"),
  /** Signs the session-kind cookie that middleware trusts without the database. */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
  /** Shared secret of the single-sign-on partner; unset means SSO is disabled. */
  SSO_SECRET: z.string().min(32).optional(),
  PUBLIC_BASE_URL: z.string().url().default("http://localhost:3000"),
  /** Secure cookies; defaults to true when PUBLIC_BASE_URL is https. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** shopping §4 Checkout entry: "if the user is a visitor and visitor checkout is not flagged … login". */
  VISITOR_CHECKOUT: z.enum(["true", "false"]).default("true"),
  /** Recurring jobs (lib/jobs) in this process; "off" where another process runs them. */
  JOBS: z.enum(["on", "off"]).default("on"),
  /**
   * Card payments (lib/domain/payments, ADR 0013): the app's own sandbox, or PayDollar. No
   * default in production: a production start without it refuses (ADR 0050, lib/payment-config.ts);
   * elsewhere unset means the sandbox.
   */
  PAYMENT_PROVIDER: z.enum(["sandbox", "paydollar"]).optional(),
  /** Set by Next.js while `next build` runs; start-time refusals wait for the real start. */
  NEXT_PHASE: z.string().optional(),
  /** Signs the sandbox hand-off and its callbacks; unset: derived from SESSION_SECRET. */
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  /** PayDollar's payment form; the default is PayDollar's test environment. */
  PAYDOLLAR_URL: z
    .string()
    .url()
    .default("https://test.paydollar.com/b2cDemo/eng/payment/payForm.jsp"),
  PAYDOLLAR_MERCHANT_ID: z.string().min(1).optional(),
  /** The secure-hash secret PayDollar issues with the merchant id. */
  PAYDOLLAR_SECRET: z.string().min(1).optional(),
  /** The digest PayDollar's merchant settings name for the secure hash. */
  /** Visitor sign-ins per client address in 10 minutes (ADR 0050); unset: VISITOR_LOGIN_LIMIT. */
  VISITOR_LOGIN_LIMIT: z.coerce.number().int().positive().optional(),
  /** Throttle counters (sign-in, guest lookup) in Redis instead of the database (ADR 0020). */
  REDIS_URL: z.string().url().optional(),
  /**
   * The rendering cache's key prefix in Redis (ADR 0030); unset: "shop:render:". Instances that
   * serve one shop share it; `npm run instances` gives each run its own.
   */
  RENDER_CACHE_PREFIX: z.string().min(1).optional(),
  /**
   * Where `npm run ops` reaches a running instance to revalidate cached pages after a catalog
   * change (lib/server/cache-revalidation.ts); unset: PUBLIC_BASE_URL.
   */
  SHOP_INTERNAL_URL: z.string().url().optional(),
  /**
   * Comma-separated IPs/CIDRs of the proxies in front of the app. Only a request arriving from
   * one of them has its X-Forwarded-For believed (ADR 0020); unset: none are trusted.
   */
  TRUSTED_PROXIES: z.string().default(""),
  /**
   * Schema introspection on the API (docs/adr/0049): unset, on in development and tests and off
   * in production; "on" or "off" decides explicitly.
   */
  GRAPHQL_INTROSPECTION: z.enum(["on", "off"]).optional(),
  PAYDOLLAR_HASH: z.enum(["sha1", "sha256", "sha512"]).default("sha1"),
  /** Facebook sign-in (docs/adr/0024): on when the app id and secret are set. */
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_DIALOG_URL: z.string().url().default("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_GRAPH_URL: z.string().url().default("https://graph.facebook.com/v19.0"),
  /** Instagram sign-in (docs/adr/0024): on when the app id and secret are set. */
  INSTAGRAM_APP_ID: z.string().min(1).optional(),
  INSTAGRAM_APP_SECRET: z.string().min(1).optional(),
  INSTAGRAM_AUTHORIZE_URL: z.string().url().default("https://api.instagram.com/oauth/authorize"),
  INSTAGRAM_TOKEN_URL: z.string().url().default("https://api.instagram.com/oauth/access_token"),
  INSTAGRAM_GRAPH_URL: z.string().url().default("https://graph.instagram.com"),
  /** Outbox e-mail (codes, notices) by SMTP, e.g. smtp://user:pass@host:587; unset: not sent. */
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().min(3).default("Outdoor Shop <no-reply@shop.example.com>"),
  /**
   * The store locator's map tiles (ADR 0039), an OpenStreetMap-style template such as
   * https://tile.example.org/{z}/{x}/{y}.png; unset: the store locator is the list alone.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, "a tile URL with {z}, {x} and {y}")
    .optional(),
  /** The credit the tiles' licence asks for, shown in the map's corner. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).default("© OpenStreetMap contributors"),
});

export type Env = z.infer<typeof envSchema> & {
  cookieSecure: boolean;
  /** GRAPHQL_INTROSPECTION resolved: explicit, else off in production only. */
  graphqlIntrospection: boolean;
};

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid environment: ${problems}. See .env.example.`);
  }
  const env = parsed.data;
  cached = {
    ...env,
    cookieSecure:
      env.COOKIE_SECURE !== undefined
        ? env.COOKIE_SECURE === "true"
        : env.PUBLIC_BASE_URL.startsWith("https:"),
    graphqlIntrospection:
      env.GRAPHQL_INTROSPECTION !== undefined
        ? env.GRAPHQL_INTROSPECTION === "on"
        : env.NODE_ENV !== "production",
  };
  return cached;
}

/** Tests change variables between files; they call this to re-read them. */
export function resetEnvForTests(): void {
  cached = undefined;
}
