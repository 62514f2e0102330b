import "server-only";
/** The app's database, payment settings and clock for a payment route. */
import { getDb } from "@/lib/db";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import type { PaymentRouteDeps } from "./routes";

export async function paymentRouteDeps(): Promise<PaymentRouteDeps> {
  return { db: await getDb(), config: paymentConfigFromEnv(), now: new Date() };
}
