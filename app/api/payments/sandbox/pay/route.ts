/** POST /api/payments/sandbox/pay: the sandbox's hosted card page for a signed hand-off. */
import { paymentRouteDeps } from "@/lib/server/payments/deps";
import { sandboxPayRoute } from "@/lib/server/payments/routes";

export async function POST(request: Request): Promise<Response> {
  return sandboxPayRoute(request, await paymentRouteDeps(request));
}
