/** POST /api/payments/sandbox/submit: the sandbox card form; sends the signed callback and returns the browser to the result page. */
import { paymentRouteDeps } from "@/lib/server/payments/deps";
import { sandboxSubmitRoute } from "@/lib/server/payments/routes";

export async function POST(request: Request): Promise<Response> {
  return sandboxSubmitRoute(request, await paymentRouteDeps(request));
}
