/**
 * Which provider takes payments and with which secrets. Domain functions take a
 * `PaymentConfig` (tests build their own); lib/payment-config.ts builds it from
 * the environment.
 */
import { createHmac } from "node:crypto";
import type { Db } from "@/lib/db/connect";
import { createPayDollarProvider, type PayDollarSettings } from "./paydollar";
import type { PaymentProvider, PaymentProviderName } from "./provider";
import { createSandboxProvider } from "./sandbox";
import { sandboxRefund } from "./sandbox-refunds";

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

/**
 * The provider by name. `db` gives the sandbox its refund book (the sandbox gateway keeps its
 * refunds in the shop's database); without it the sandbox refuses refunds.
 */
export function providerNamed(
  config: PaymentConfig,
  name: PaymentProviderName,
  options: { db?: Db } = {},
): PaymentProvider {
  if (name === "paydollar") {
    if (!config.paydollar) throw new Error("PayDollar is not configured");
    return createPayDollarProvider(config.paydollar);
  }
  const db = options.db;
  return createSandboxProvider({
    secret: config.sandboxSecret,
    publicBaseUrl: config.publicBaseUrl,
    refund: db ? (request) => sandboxRefund(db, request) : undefined,
  });
}

/** The provider new payments go to (PAYMENT_PROVIDER). */
export function activeProvider(config: PaymentConfig): PaymentProvider {
  return providerNamed(config, config.provider);
}
