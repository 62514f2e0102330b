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
  sandboxCallbackBody,
  sandboxCardOutcome,
  verifySandboxHandOff,
} from "@/lib/domain/payments/sandbox";
import { payResultUrl } from "@/lib/domain/payments/start";
import type { OrderStatus } from "@/lib/domain/orders/constants";
import {
  PAYMENT_CALLBACK_MAX_BODY_BYTES,
  PAYMENT_CALLBACK_REFUSED_LIMIT,
  PAYMENT_CALLBACK_REFUSED_WINDOW_SECONDS,
} from "@/lib/domain/payments/constants";
import { DbRateLimitStore, type RateLimitStore } from "@/lib/domain/rate-limit/store";
import { readBodyWithin } from "@/lib/graphql/http";
import { logger } from "@/lib/logger";
import { renderSandboxCardPage, renderSandboxInvalidPage } from "./sandbox-page";

export interface PaymentRouteDeps {
  db: Db;
  config: PaymentConfig;
  now: Date;
  /** Where refused callbacks are counted (ADR 0050); unset: the database. */
  rateLimits?: RateLimitStore;
  /** The caller's address (lib/graphql/client-address.ts); unset: "local". */
  clientKey?: string;
}

/**
 * The body as text, or null when it is over PAYMENT_CALLBACK_MAX_BODY_BYTES: a declared length
 * over the cap is refused unread, and a body without one is read only up to the cap (ADR 0050).
 */
async function readBody(request: Request): Promise<string | null> {
  const body = await readBodyWithin(request, PAYMENT_CALLBACK_MAX_BODY_BYTES);
  return body === undefined ? null : Buffer.from(body).toString("utf8");
}

/**
 * A provider's callback from outside: refused with 429 while this client is over its count of
 * unverifiable callbacks, with 413 when too big; otherwise handled, and counted when it could not
 * be verified (ADR 0050). The sandbox's own submit hands its signed callback straight to
 * handleCallback, so a shopper's card payment is never throttled.
 */
async function externalCallback(
  request: Request,
  deps: PaymentRouteDeps,
  providerName: "sandbox" | "paydollar",
): Promise<Response> {
  const limits = deps.rateLimits ?? new DbRateLimitStore(deps.db);
  const key = `payment-callback:${deps.clientKey ?? "local"}`;
  const window = PAYMENT_CALLBACK_REFUSED_WINDOW_SECONDS;
  if ((await limits.count(key, window, deps.now)) >= PAYMENT_CALLBACK_REFUSED_LIMIT) {
    logger.warn("payment callback refused: too many unverifiable callbacks", {
      provider: providerName,
      client: deps.clientKey,
    });
    return text("Too Many Requests", 429);
  }
  const raw = await readBody(request);
  if (raw === null) {
    await limits.hit(key, window, deps.now);
    return text("Payload Too Large", 413);
  }
  const result = await handleCallback(
    deps.db,
    providerNamed(deps.config, providerName),
    raw,
    deps.now,
  );
  logOutcome(result);
  if (!result.verified) await limits.hit(key, window, deps.now);
  return text("OK");
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
  return externalCallback(request, deps, "sandbox");
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
  // Signed here, so handled directly: the same handler as the callback route, with no throttle.
  logOutcome(
    await handleCallback(deps.db, providerNamed(deps.config, "sandbox"), callback, deps.now),
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
  return externalCallback(request, deps, "paydollar");
}
