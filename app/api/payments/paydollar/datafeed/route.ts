/** POST /api/payments/paydollar/datafeed: PayDollar's datafeed (form-urlencoded, secure hash). */
import { paymentRouteDeps } from "@/lib/server/payments/deps";
import { paydollarDatafeedRoute } from "@/lib/server/payments/routes";

export async function POST(request: Request): Promise<Response> {
  return paydollarDatafeedRoute(request, await paymentRouteDeps(request));
}
