/**
 * Which provider takes payments and with which secrets. Domain functions take a
 * `PaymentConfig` (tests build their own); lib/payment-config.ts builds it from
 * the environment.
 */
import { createHmac } from "node:crypto";
import { createPayDollarProvider, type PayDollarSettings } from "./paydollar";
import type { PaymentProvider, PaymentProviderName } from "./provider";
import { createSandboxProvider } from "./sandbox";

export interface PaymentConfig {
  provider: PaymentProviderName;
  /** The shop's public origin: hand-off actions and return pages are built on it. */
  publicBaseUrl: string;
  sandboxSecret: string;
  /** Null when PayDollar is not configured (no merchant id or secret). */
  paydollar: PayDollarSettings | null;
}

/** A fresh machine works with no payment settings: the sandbox secret follows SESSION_SECRET. */
export function deriveSandboxSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("payment-sandbox").digest("hex");
}

export function providerNamed(config: PaymentConfig, name: PaymentProviderName): PaymentProvider {
  if (name === "paydollar") {
    if (!config.paydollar) throw new Error("PayDollar is not configured");
    return createPayDollarProvider(config.paydollar);
  }
  return createSandboxProvider({
    secret: config.sandboxSecret,
    publicBaseUrl: config.publicBaseUrl,
  });
}

/** The provider new payments go to (PAYMENT_PROVIDER). */
export function activeProvider(config: PaymentConfig): PaymentProvider {
  return providerNamed(config, config.provider);
}
