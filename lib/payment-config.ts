import "server-only";
/**
 * The payment settings of this process, from the environment (lib/env.ts). Read where the app
 * is wired: the GraphQL server's config (lib/graphql/app-server.ts, which hands it to resolvers
 * through the context) and the payment route handlers (lib/server/payments/deps.ts). The
 * payments domain itself only ever receives a `PaymentConfig`.
 */
import { deriveSandboxSecret, type PaymentConfig } from "@/lib/domain/payments/config";
import { getEnv, type Env } from "@/lib/env";

/** What a production start without PAYMENT_PROVIDER says before it stops (ADR 0050). */
export const MISSING_PAYMENT_PROVIDER_MESSAGE =
  "Invalid environment: PAYMENT_PROVIDER must be set in production (paydollar, or sandbox for a demo: " +
  "the built-in sandbox marks orders paid for a test card). See .env.example.";

/**
 * The provider this process takes payments through. Fail closed (ADR 0050): a production server
 * never falls back to the sandbox, whose test card marks an order paid without any money; it
 * must be told `PAYMENT_PROVIDER=sandbox` to run one. `next build` is not a start and may go on.
 */
export function paymentProviderFromEnv(env: Env): PaymentConfig["provider"] {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  if (env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build") {
    throw new Error(MISSING_PAYMENT_PROVIDER_MESSAGE);
  }
  return "sandbox";
}

export function paymentConfigFromEnv(): PaymentConfig {
  const env = getEnv();
  const provider = paymentProviderFromEnv(env);
  const paydollar =
    env.PAYDOLLAR_MERCHANT_ID && env.PAYDOLLAR_SECRET
      ? {
          url: env.PAYDOLLAR_URL,
          merchantId: env.PAYDOLLAR_MERCHANT_ID,
          secret: env.PAYDOLLAR_SECRET,
          hash: env.PAYDOLLAR_HASH,
        }
      : null;
  if (provider === "paydollar" && !paydollar) {
    throw new Error(
      "Invalid environment: PAYMENT_PROVIDER=paydollar needs PAYDOLLAR_MERCHANT_ID and PAYDOLLAR_SECRET. See .env.example.",
    );
  }
  return {
    provider,
    publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, ""),
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? deriveSandboxSecret(env.SESSION_SECRET),
    paydollar,
  };
}
