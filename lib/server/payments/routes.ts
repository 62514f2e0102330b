/**
 * The payment routes' work, apart from Next so tests call it with their own database, clock
 * and secrets: the sandbox's hosted page, its card submit and its server callback, and the
 * PayDollar datafeed. Callbacks answer `OK` once stored (PayDollar retries anything else);
 * whether a callback changed anything is decided in handleCallback alone.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { handleCallback, type CallbackResult } from "@/lib/domain/payments/callback";
import { providerNamed, type PaymentConfig } from "@/lib/domain/payments/config";
import {
  newSandboxProviderRef,
  SANDBOX_CALLBACK_PATH,
  sandboxCallbackBody,
  sandboxCardOutcome,
  verifySandboxHandOff,
} from "@/lib/domain/payments/sandbox";
import { payResultUrl } from "@/lib/domain/payments/start";
import type { OrderStatus } from "@/lib/domain/orders/constants";
import { logger } from "@/lib/logger";
import { renderSandboxCardPage, renderSandboxInvalidPage } from "./sandbox-page";

export interface PaymentRouteDeps {
  db: Db;
  config: PaymentConfig;
  now: Date;
}

/** Forms and callbacks are small; a bigger body is refused before it is read in full. */
const MAX_BODY_BYTES = 16 * 1024;

async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  const text = await request.text();
  return Buffer.byteLength(text) > MAX_BODY_BYTES ? null : text;
}

const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
  // The provider's page: no scripts at all, and its form may post only back to this origin.
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: HTML_HEADERS });
}

function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** Anything but a plain payment or decline is for operations to look at (refunds, forgeries). */
function logOutcome(result: CallbackResult): void {
  if (result.outcome === "paid" || result.outcome === "failed" || result.outcome === "replay")
    return;
  logger.warn("payment callback not applied", {
    outcome: result.outcome,
    orderCode: result.orderCode,
  });
}

/** POST /api/payments/sandbox/pay: the hand-off arrives; a valid one gets the card page. */
export async function sandboxPayRoute(request: Request, deps: PaymentRouteDeps): Promise<Response> {
  const body = await readBody(request);
  if (body === null) return text("Payload Too Large", 413);
  const form = new URLSearchParams(body);
  const fields = verifySandboxHandOff(deps.config.sandboxSecret, form);
  if (!fields) return html(renderSandboxInvalidPage(form.get("lang")), 400);
  return html(renderSandboxCardPage(fields, form.get("paySign") ?? ""));
}

/** POST /api/payments/sandbox/callback: the gateway's server-to-server result. */
export async function sandboxCallbackRoute(
  request: Request,
  deps: PaymentRouteDeps,
): Promise<Response> {
  const raw = await readBody(request);
  if (raw === null) return text("Payload Too Large", 413);
  logOutcome(await handleCallback(deps.db, providerNamed(deps.config, "sandbox"), raw, deps.now));
  return text("OK");
}

async function orderStatus(db: Db, orderCode: string): Promise<OrderStatus | null> {
  const [row] = await queryRows<{ status: OrderStatus }>(
    db,
    sql`select status from orders where code = ${orderCode}`,
  );
  return row?.status ?? null;
}

/**
 * POST /api/payments/sandbox/submit: the card form. The hand-off is verified again (the hidden
 * fields came back through the browser), the test card decides, the sandbox sends its signed
 * callback through the callback route's own handler, and the browser goes to the result page.
 */
export async function sandboxSubmitRoute(
  request: Request,
  deps: PaymentRouteDeps,
): Promise<Response> {
  const body = await readBody(request);
  if (body === null) return text("Payload Too Large", 413);
  const form = new URLSearchParams(body);
  const fields = verifySandboxHandOff(deps.config.sandboxSecret, form);
  if (!fields) return html(renderSandboxInvalidPage(form.get("lang")), 400);
  const base = deps.config.publicBaseUrl;
  const mobile = fields.paymentType === "WAP";
  const outcome = sandboxCardOutcome(form.get("cardNumber") ?? "");
  const redirect = (url: string) => Response.redirect(url, 303);
  // A pending card never calls back: the result page keeps waiting, as with a slow bank.
  if (outcome === "PENDING")
    return redirect(payResultUrl(base, fields.orderCode, { waiting: true, mobile }));

  const callback = sandboxCallbackBody(deps.config.sandboxSecret, {
    reference: fields.reference,
    providerRef: newSandboxProviderRef(),
    status: outcome,
    amount: fields.amount,
    currency: fields.currency,
    method: "VISA",
  });
  await sandboxCallbackRoute(
    new Request(`${base}${SANDBOX_CALLBACK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: callback,
    }),
    deps,
  );
  if (outcome === "FAILED")
    return redirect(payResultUrl(base, fields.orderCode, { isPaidNo: true, mobile }));
  // waiting=true only while the order is not yet marked paid (shopping §2 Payment result).
  const waiting = (await orderStatus(deps.db, fields.orderCode)) === "WAIT_PAY";
  return redirect(payResultUrl(base, fields.orderCode, { waiting, mobile }));
}

/** POST /api/payments/paydollar/datafeed: PayDollar's result; `OK` once stored, as it expects. */
export async function paydollarDatafeedRoute(
  request: Request,
  deps: PaymentRouteDeps,
): Promise<Response> {
  if (!deps.config.paydollar) return text("Not Found", 404);
  const raw = await readBody(request);
  if (raw === null) return text("Payload Too Large", 413);
  logOutcome(await handleCallback(deps.db, providerNamed(deps.config, "paydollar"), raw, deps.now));
  return text("OK");
}
