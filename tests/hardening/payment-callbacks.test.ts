/**
 * Payment callbacks (issue 18 item 4; design: "Payment callbacks are verified (signature and
 * amount) and idempotent"; lib/domain/payments/README.md rule 7). The same signed sandbox
 * callback 20 times in a row, then 20 at once racing the browser's card submit and its return
 * to the result page, through two instances: one transition, one payment row, one paid e-mail.
 * Then 1,000 generated tamperings (fast-check) of a pending and of a paid order's callback:
 * every one refused, and nothing in orders, payments, events or the outbox changes.
 *
 * A signature in another letter case is the same HMAC (hex compares case-insensitively, as
 * every gateway's does), so a case change alone is not a forgery: case changes are applied to
 * signatures over tampered fields, and to the genuine one only where it must be a replay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { visitorLogin } from "@/lib/domain/accounts/login";
import { sandboxCallbackBody, type SandboxCallbackFields } from "@/lib/domain/payments/sandbox";
import type { CallbackOutcome } from "@/lib/domain/payments/callback";
import { resetEnvForTests } from "@/lib/env";
import { getOrderDetail, orderPay } from "@/lib/graphql/operations/orders";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import {
  sandboxCallbackRoute,
  sandboxSubmitRoute,
  type PaymentRouteDeps,
} from "@/lib/server/payments/routes";
import { TestClient } from "../integration/support/graphql-client";
import { formPost, insertOrder, readForm } from "../integration/support/payment-fixtures";
import { createSharedDatabase, percentile, timed, type SharedDatabase } from "./support/harness";
import { tamperings } from "./support/callback-tamperings";
import { PartReport } from "./support/report";
import { HARDENING_NOW, openShop, q, type Shop } from "./support/shop";

const BASE = "https://shop.test";
const CALLBACK_URL = `${BASE}/api/payments/sandbox/callback`;
const SUCCESS_CARD = "4242 4242 4242 4242";
const TAMPERINGS = 1000;
/** Outcomes that change nothing (README rule 7's table). */
const REFUSED: readonly CallbackOutcome[] = [
  "bad-signature",
  "missing-signature",
  "malformed",
  "unknown-reference",
  "amount-mismatch",
  "replay",
];
const report = new PartReport(
  "payment-callbacks",
  "Payment callbacks: replays, races, tampering",
  2,
);

let database: SharedDatabase;
let shop: Shop;
let shopper: TestClient;
let shopperId: string;
let secret: string;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "hardening-test-secret-0123456789abcdef";
  process.env.PUBLIC_BASE_URL = BASE;
  process.env.PAYMENT_PROVIDER = "sandbox";
  delete process.env.PAYMENT_SANDBOX_SECRET;
  resetEnvForTests();
  secret = paymentConfigFromEnv().sandboxSecret;
  database = await createSharedDatabase(2);
  report.onDatabase(database.serverVersion);
  shop = await openShop(database, 12);
  const { session, customer } = await visitorLogin(database.db, HARDENING_NOW);
  shopperId = customer.id;
  shopper = new TestClient(shop.servers[0]!, { headers: { lang: "en_US", token: session.token } });
});
afterAll(async () => {
  await report.write();
  await database?.dispose();
});

let tick = 0;
/** Route dependencies of instance `index % 2`, each call a millisecond later. */
const deps = (index = 0, clientKey?: string): PaymentRouteDeps => ({
  db: database.instances[index % database.instances.length]!.db,
  config: paymentConfigFromEnv(),
  now: new Date(HARDENING_NOW.getTime() + ++tick),
  clientKey,
});

/** A WAIT_PAY order of the shopper with one pending sandbox payment; its hand-off fields. */
async function pendingOrder() {
  const order = await insertOrder(database.db, { customerId: shopperId, orderTime: HARDENING_NOW });
  const answer = await shopper.call(orderPay, {
    input: { orderId: order.code, paymentType: "PC", language: "E" },
  });
  expect(answer.body.errors).toBeUndefined();
  const { fields } = readForm(answer.body.data!.pay.response!.form);
  return { order, fields };
}

function callbackFields(handOff: Record<string, string>): SandboxCallbackFields {
  return {
    reference: handOff.reference!,
    // The gateway gives each payment its own transaction id (unique per provider).
    providerRef: `SBX${handOff.reference!}`,
    status: "PAID",
    amount: handOff.amount!,
    currency: handOff.currency!,
    method: "VISA",
  };
}

const post = (body: string, index = 0, clientKey?: string) =>
  sandboxCallbackRoute(
    new Request(CALLBACK_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
    deps(index, clientKey),
  );

/** What a callback must never change, for one order: its state, payments, events, e-mails. */
async function effects(orderId: string, orderCode: string) {
  const [row] = await q<{
    status: string;
    paid_at: string | null;
    received_amount: number;
    payments: string;
    events: number;
    transitions: number;
    emails: number;
  }>(
    database.db,
    sql`select o.status, o.paid_at::text, o.received_amount,
        (select string_agg(p.status || ':' || coalesce(p.provider_ref, '-'), ',' order by p.reference)
          from payments p where p.order_id = o.id) as payments,
        (select count(*)::int from order_events e where e.order_id = o.id) as events,
        (select count(*)::int from order_events e where e.order_id = o.id and e.to_status = 'WAIT_DELIVERY') as transitions,
        (select count(*)::int from outbox x where x.subject like '%' || o.code || '%' or x.body like '%' || o.code || '%') as emails
      from orders o where o.id = ${orderId}::uuid and o.code = ${orderCode}`,
  );
  return row!;
}

async function outcomesSince(count: number): Promise<string[]> {
  const rows = await q<{ outcome: string }>(
    database.db,
    sql`select outcome from payment_callbacks order by created_at, id offset ${count}`,
  );
  return rows.map((row) => row.outcome);
}
const callbackTotal = async () =>
  Number(
    (await q<{ n: number }>(database.db, sql`select count(*)::int as n from payment_callbacks`))[0]!
      .n,
  );

describe("the same callback again and again", () => {
  it("20 times in a row: one transition, one payment row, one e-mail", async () => {
    const { order, fields } = await pendingOrder();
    const body = sandboxCallbackBody(secret, callbackFields(fields));
    const before = await callbackTotal();
    const ms: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { value: answer, ms: one } = await timed(() => post(body, i));
      ms.push(one);
      expect(answer.status).toBe(200);
    }
    const outcomes = await outcomesSince(before);
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "replay")).toHaveLength(19);
    const after = await effects(order.id, order.code);
    expect(after).toMatchObject({
      status: "WAIT_DELIVERY",
      transitions: 1,
      payments: `PAID:SBX${fields.reference}`,
      emails: 1,
    });
    report.figure("in a row: callbacks / paid / replays", `20 / 1 / 19`);
    report.figure(
      "in a row: transitions, payment rows, e-mails",
      `${after.transitions}, 1, ${after.emails}`,
    );
    report.figure("in a row: callback p50", percentile(ms, 50), "ms");
  });

  it("20 at once racing the browser's card submit and return: still once", async () => {
    const { order, fields } = await pendingOrder();
    const body = sandboxCallbackBody(secret, callbackFields(fields));
    const before = await callbackTotal();
    const statusesSeen = new Set<string>();
    const browserReturn = async () => {
      // The result page asks for the order's status while the callbacks land.
      for (let i = 0; i < 5; i += 1) {
        const detail = await shopper.call(getOrderDetail, { code: order.code });
        expect(detail.body.errors).toBeUndefined();
        statusesSeen.add(detail.body.data!.orderDetail.orderStatus);
      }
    };
    const submit = () =>
      sandboxSubmitRoute(
        formPost(`${BASE}/api/payments/sandbox/submit`, {
          ...fields,
          cardNumber: SUCCESS_CARD,
          expiry: "12/30",
          cvc: "123",
        }),
        deps(1),
      );
    const { value: answers, ms } = await timed(() =>
      Promise.all([
        ...Array.from({ length: 20 }, (_, i) => post(body, i)),
        submit(),
        browserReturn(),
      ]),
    );
    const submitted = answers[20] as Response;
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("location")).toMatch(`${BASE}/pay/result/${order.code}`);
    for (const answer of answers.slice(0, 20) as Response[]) expect(answer.status).toBe(200);
    const outcomes = await outcomesSince(before);
    expect(outcomes).toHaveLength(21);
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "replay")).toHaveLength(20);
    const after = await effects(order.id, order.code);
    expect(after).toMatchObject({ status: "WAIT_DELIVERY", transitions: 1, emails: 1 });
    expect(after.payments.split(",")).toHaveLength(1);
    const final = await shopper.call(getOrderDetail, { code: order.code });
    expect(final.body.data!.orderDetail.orderStatus).toBe("WAIT_DELIVERY");
    report.figure("at once: callbacks + card submit / paid / replays", `21 / 1 / 20`);
    report.figure(
      "at once: transitions, payment rows, e-mails",
      `${after.transitions}, 1, ${after.emails}`,
    );
    report.figure(
      "at once: statuses the racing result page saw",
      [...statusesSeen].sort().join(", "),
    );
    report.figure("at once: whole race", Math.round(ms), "ms");
  });
});

describe("1,000 tampered callbacks", () => {
  it("are refused and change nothing, on a pending and on a paid order", async () => {
    const pending = await pendingOrder();
    const paid = await pendingOrder();
    const paidGenuine = callbackFields(paid.fields);
    await post(sandboxCallbackBody(secret, paidGenuine));
    const targets = [
      { ...pending, genuine: callbackFields(pending.fields), arbitrary: tamperings(secret, false) },
      { ...paid, genuine: paidGenuine, arbitrary: tamperings(secret, true) },
    ];
    const before = await Promise.all(targets.map((t) => effects(t.order.id, t.order.code)));
    expect(before[1]).toMatchObject({ status: "WAIT_DELIVERY", transitions: 1 });
    const kinds = new Map<string, number>();
    const outcomes = new Map<string, number>();
    const ms: number[] = [];
    let runs = 0;
    const seed = Date.now() % 2 ** 31;
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 0, max: 1 })
          .chain((index) => targets[index]!.arbitrary.map((tampering) => ({ index, tampering }))),
        async ({ index, tampering }) => {
          const target = targets[index]!;
          const body = tampering.body(target.genuine);
          const count = await callbackTotal();
          // Each forgery from an address of its own: one client is stopped with 429 after 20
          // unverifiable callbacks (ADR 0050, tests/integration/anonymous-writes.test.ts), and
          // here every tampering must reach the verification.
          const { value: answer, ms: one } = await timed(() => post(body, runs, `forger-${runs}`));
          ms.push(one);
          runs += 1;
          expect(answer.status).toBe(200);
          const [outcome] = await outcomesSince(count);
          expect(REFUSED, `${tampering.kind}: ${body}`).toContain(outcome);
          kinds.set(tampering.kind, (kinds.get(tampering.kind) ?? 0) + 1);
          outcomes.set(outcome!, (outcomes.get(outcome!) ?? 0) + 1);
          expect(await effects(target.order.id, target.order.code)).toEqual(before[index]);
        },
      ),
      // One run per tampering: a shrink after a failure would send more than 1,000.
      { numRuns: TAMPERINGS, seed, endOnFailure: true },
    );
    expect(runs).toBe(TAMPERINGS);
    report.figure("tamperings sent (fast-check seed)", `${runs} (${seed})`);
    for (const [kind, n] of [...kinds].sort(([x], [y]) => x.localeCompare(y)))
      report.figure(`tampering: ${kind}`, n);
    for (const [outcome, n] of [...outcomes].sort(([x], [y]) => x.localeCompare(y)))
      report.figure(`stored outcome: ${outcome}`, n);
    report.figure("tamperings that changed anything", 0);
    report.figure("tampered callback p50", percentile(ms, 50), "ms");
    report.figure("tampered callback p99", percentile(ms, 99), "ms");
  });
});
