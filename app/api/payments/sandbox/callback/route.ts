/** POST /api/payments/sandbox/callback: the sandbox's signed server-to-server callback. */
import { paymentRouteDeps } from "@/lib/server/payments/deps";
import { sandboxCallbackRoute } from "@/lib/server/payments/routes";

export async function POST(request: Request): Promise<Response> {
  return sandboxCallbackRoute(request, await paymentRouteDeps(request));
}
