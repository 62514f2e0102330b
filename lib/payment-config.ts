import "server-only";
/**
 * The payment settings of this process, from the environment (lib/env.ts). Read where the app
 * is wired: the GraphQL server's config (lib/graphql/app-server.ts, which hands it to resolvers
 * through the context) and the payment route handlers (lib/server/payments/deps.ts). The
 * payments domain itself only ever receives a `PaymentConfig`.
 */
import { deriveSandboxSecret, type PaymentConfig } from "@/lib/domain/payments/config";
import { getEnv } from "@/lib/env";

export function paymentConfigFromEnv(): PaymentConfig {
  const env = getEnv();
  const paydollar =
    env.PAYDOLLAR_MERCHANT_ID && env.PAYDOLLAR_SECRET
      ? {
          url: env.PAYDOLLAR_URL,
          merchantId: env.PAYDOLLAR_MERCHANT_ID,
          secret: env.PAYDOLLAR_SECRET,
          hash: env.PAYDOLLAR_HASH,
        }
      : null;
  if (env.PAYMENT_PROVIDER === "paydollar" && !paydollar) {
    throw new Error(
      "Invalid environment: PAYMENT_PROVIDER=paydollar needs PAYDOLLAR_MERCHANT_ID and PAYDOLLAR_SECRET. See .env.example.",
    );
  }
  return {
    provider: env.PAYMENT_PROVIDER,
    publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, ""),
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? deriveSandboxSecret(env.SESSION_SECRET),
    paydollar,
  };
}
