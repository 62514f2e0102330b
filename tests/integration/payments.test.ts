/**
 * Payments end to end on a fresh database (shopping §4 Payment, §7 orderPay / pay; design:
 * "Payment callbacks are verified (signature and amount) and idempotent"): orderPay, the
 * sandbox's hosted page, card submit and signed callback, replays, forgeries, declines, who
 * may pay, and the PayDollar datafeed. Orders are inserted directly in WAIT_PAY.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { issueSession } from "@/lib/domain/accounts/sessions";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import { paydollarDatafeedHash } from "@/lib/domain/payments/paydollar";
import { sandboxCallbackBody } from "@/lib/domain/payments/sandbox";
import { resetEnvForTests } from "@/lib/env";
import { visitorLogin } from "@/lib/graphql/operations/accounts";
import { orderPay } from "@/lib/graphql/operations/orders";
import {
  paydollarDatafeedRoute,
  sandboxCallbackRoute,
  sandboxPayRoute,
  sandboxSubmitRoute,
  type PaymentRouteDeps,
} from "@/lib/server/payments/routes";
import { createTestServer, TestClient } from "./support/graphql-client";
import {
  callbackCount,
  customerOfToken,
  formPost,
  insertOrder,
  orderState,
  paymentsOf,
  readForm,
} from "./support/payment-fixtures";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
const BASE = "https://shop.test";
const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINE_CARD = "4000 0000 0000 0002";
let database: TestDatabase;
let shopper: TestClient;
let shopperId: string;
let other: TestClient;

function setPaymentEnv(provider: "sandbox" | "paydollar") {
  process.env.PAYMENT_PROVIDER = provider;
  resetEnvForTests();
}

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "payments-test-secret-0123456789abcdef";
  process.env.PUBLIC_BASE_URL = BASE;
  process.env.PAYDOLLAR_MERCHANT_ID = "M123";
  process.env.PAYDOLLAR_SECRET = "paydollar-test-secret";
  delete process.env.PAYMENT_SANDBOX_SECRET;
  setPaymentEnv("sandbox");
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 12, now });
  const visitor = async (lang: "en_US" | "zh_HK") => {
    const api = new TestClient(createTestServer(database.db, { now: () => now }), {
      headers: { lang },
    });
    await api.call(visitorLogin);
    return api;
  };
  shopper = await visitor("en_US");
  shopperId = await customerOfToken(database.db, shopper.cookies.get("token")!);
  other = await visitor("zh_HK");
});
afterAll(async () => {
  setPaymentEnv("sandbox");
  await database.dispose();
});

/** Each route call a millisecond later, so the stored callbacks have an order. */
let tick = 0;
const deps = (): PaymentRouteDeps => ({
  db: database.db,
  config: paymentConfigFromEnv(),
  now: new Date(now.getTime() + ++tick),
});
const newOrder = (
  options: Parameters<typeof insertOrder>[1] extends infer T ? Partial<T> : never = {},
) => insertOrder(database.db, { customerId: shopperId, orderTime: now, ...options });

async function pay(api: TestClient, orderCode: string, paymentType: "PC" | "WAP" = "PC") {
  const response = await api.call(orderPay, {
    input: {
      orderId: orderCode,
      paymentType,
      language: "E",
      amount: { amount: "0.01", currencyCode: "HKD" },
      returnUrl: "https://evil.example/",
    },
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.pay;
}

/** orderPay, then the browser posts the hand-off to the hosted page and submits a card. */
async function payWithCard(orderCode: string, card: string) {
  const { response } = await pay(shopper, orderCode);
  const { action, fields } = readForm(response!.form);
  const page = await sandboxPayRoute(formPost(action, fields), deps());
  expect(page.status).toBe(200);
  const submit = await sandboxSubmitRoute(
    formPost(`${BASE}/api/payments/sandbox/submit`, {
      ...fields,
      cardNumber: card,
      expiry: "12/30",
      cvc: "123",
    }),
    deps(),
  );
  expect(submit.status).toBe(303);
  return { fields, location: submit.headers.get("location") };
}

const lastCallback = async () =>
  (
    await queryRows<{ raw: string; verified: boolean; outcome: string }>(
      database.db,
      sql`select raw, verified, outcome from payment_callbacks order by created_at desc, id desc limit 1`,
    )
  )[0]!;

describe("paying with the sandbox", () => {
  it("answers a signed form for the order's own amount and description", async () => {
    const order = await newOrder({ lineName: "A".repeat(70) });
    const { response, userErrors } = await pay(shopper, order.code, "WAP");
    expect(userErrors).toEqual([]);
    expect(response!.paymentPageUrl).toBe(`${BASE}/api/payments/sandbox/pay`);
    const { action, fields } = readForm(response!.form);
    expect(action).toBe(`${BASE}/api/payments/sandbox/pay`);
    expect(fields).toMatchObject({
      orderCode: order.code,
      amount: "1234.50",
      currency: "HKD",
      lang: "E",
    });
    expect(fields.description).toBe("A".repeat(50));
    expect(fields.returnUrl).toBe(`${BASE}/pay/result/${order.code}?waiting=true&mobile=true`);
    expect(fields.paySign).toBe(response!.paySign);
    const [payment] = await paymentsOf(database.db, order.id);
    expect(payment).toMatchObject({
      reference: fields.reference,
      status: "PENDING",
      amount: 123450,
    });
  });

  it("shows the hosted page only for an untouched hand-off", async () => {
    const order = await newOrder();
    const { fields } = readForm((await pay(shopper, order.code)).response!.form);
    const page = await sandboxPayRoute(
      formPost(`${BASE}/api/payments/sandbox/pay`, fields),
      deps(),
    );
    expect(await page.text()).toContain("HK$1,234.50");
    const tampered = await sandboxPayRoute(
      formPost(`${BASE}/x`, { ...fields, amount: "0.01" }),
      deps(),
    );
    expect(tampered.status).toBe(400);
  });

  it("pays with the success card: the order moves to WAIT_DELIVERY once, with an event", async () => {
    const order = await newOrder();
    const { location } = await payWithCard(order.code, SUCCESS_CARD);
    expect(location).toBe(`${BASE}/pay/result/${order.code}`);
    const state = await orderState(database.db, order.id);
    expect(state).toMatchObject({ status: "WAIT_DELIVERY", received_amount: 123450, events: 1 });
    expect(state.paid_at).not.toBeNull();
    expect((await paymentsOf(database.db, order.id))[0]!.status).toBe("PAID");
    expect(await lastCallback()).toMatchObject({ verified: true, outcome: "paid" });

    // The same signed callback ten more times (a provider's retries): nothing moves again.
    const { raw } = await lastCallback();
    const before = await callbackCount(database.db);
    const replay = () =>
      sandboxCallbackRoute(
        formPost(
          `${BASE}/api/payments/sandbox/callback`,
          Object.fromEntries(new URLSearchParams(raw)),
        ),
        deps(),
      );
    const answers = await Promise.all(Array.from({ length: 10 }, replay));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "WAIT_DELIVERY",
      events: 1,
    });
    expect(await callbackCount(database.db)).toBe(before + 10);
    expect((await lastCallback()).outcome).toBe("replay");
    // And a paid order cannot be paid again.
    expect((await pay(shopper, order.code)).userErrors[0]!.code).toBe("PAY_ORDER_NOT_PAYABLE");
  });

  it("changes nothing for a bad signature, a wrong amount or an unknown reference, but stores each", async () => {
    const order = await newOrder();
    const { fields } = readForm((await pay(shopper, order.code)).response!.form);
    const secret = paymentConfigFromEnv().sandboxSecret;
    const callback = {
      reference: fields.reference!,
      providerRef: "SBXT1",
      status: "PAID",
      amount: "1234.50",
      currency: "HKD",
      method: "VISA",
    };
    const cases: [string, string, boolean][] = [
      [
        sandboxCallbackBody("forged-secret-0123456789abcdef-0123456", callback),
        "bad-signature",
        false,
      ],
      [sandboxCallbackBody(secret, { ...callback, amount: "1.00" }), "amount-mismatch", true],
      [sandboxCallbackBody(secret, { ...callback, currency: "USD" }), "amount-mismatch", true],
      [
        sandboxCallbackBody(secret, { ...callback, reference: "PYUNKNOWN" }),
        "unknown-reference",
        true,
      ],
    ];
    for (const [body, outcome, verified] of cases) {
      const before = await callbackCount(database.db);
      const answer = await sandboxCallbackRoute(
        new Request(`${BASE}/cb`, { method: "POST", body }),
        deps(),
      );
      expect(answer.status).toBe(200);
      expect(await callbackCount(database.db)).toBe(before + 1);
      expect(await lastCallback()).toMatchObject({ outcome, verified, raw: body });
    }
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "WAIT_PAY",
      events: 0,
      received_amount: 0,
    });
    expect((await paymentsOf(database.db, order.id))[0]!.status).toBe("PENDING");
  });

  it("declines a card: payment FAILED, order WAIT_PAY, and a retry can pay", async () => {
    const order = await newOrder();
    const { location } = await payWithCard(order.code, DECLINE_CARD);
    expect(location).toBe(`${BASE}/pay/result/${order.code}?isPaid=no`);
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "WAIT_PAY",
      events: 0,
    });
    expect((await paymentsOf(database.db, order.id)).map((p) => p.status)).toEqual(["FAILED"]);
    await payWithCard(order.code, SUCCESS_CARD);
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "WAIT_DELIVERY",
      events: 1,
    });
  });

  it("keeps waiting with the pending card: no callback, payment PENDING", async () => {
    const order = await newOrder();
    const before = await callbackCount(database.db);
    const { location } = await payWithCard(order.code, "4000 0000 0000 9995");
    expect(location).toBe(`${BASE}/pay/result/${order.code}?waiting=true`);
    expect(await callbackCount(database.db)).toBe(before);
    expect((await paymentsOf(database.db, order.id))[0]!.status).toBe("PENDING");
  });

  it("never lets a superseded attempt pay the order, and keeps its capture for a refund", async () => {
    const order = await newOrder();
    const first = readForm((await pay(shopper, order.code)).response!.form).fields;
    const { fields: second } = await payWithCard(order.code, SUCCESS_CARD);
    const secret = paymentConfigFromEnv().sandboxSecret;
    const body = sandboxCallbackBody(secret, {
      reference: first.reference!,
      providerRef: "SBXLATE",
      status: "PAID",
      amount: "1234.50",
      currency: "HKD",
      method: "VISA",
    });
    await sandboxCallbackRoute(new Request(`${BASE}/cb`, { method: "POST", body }), deps());
    expect((await lastCallback()).outcome).toBe("paid-superseded");
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "WAIT_DELIVERY",
      events: 1,
    });
    const byReference = new Map(
      (await paymentsOf(database.db, order.id)).map((p) => [p.reference, p]),
    );
    expect(byReference.get(first.reference!)).toMatchObject({
      status: "SUPERSEDED",
      provider_ref: "SBXLATE",
    });
    expect(byReference.get(second.reference!)?.status).toBe("PAID");
  });

  it("records a payment for an order cancelled meanwhile, without reviving it", async () => {
    const order = await newOrder();
    const { fields } = readForm((await pay(shopper, order.code)).response!.form);
    await database.db.execute(
      sql`update orders set status = 'AUTO_CANCEL' where id = ${order.id}::uuid`,
    );
    const body = sandboxCallbackBody(paymentConfigFromEnv().sandboxSecret, {
      reference: fields.reference!,
      providerRef: "SBXCANCEL",
      status: "PAID",
      amount: "1234.50",
      currency: "HKD",
      method: "VISA",
    });
    await sandboxCallbackRoute(new Request(`${BASE}/cb`, { method: "POST", body }), deps());
    expect((await lastCallback()).outcome).toBe("paid-after-cancel");
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "AUTO_CANCEL",
      events: 0,
    });
    expect((await paymentsOf(database.db, order.id))[0]!.status).toBe("PAID");
  });
});

describe("who may pay what", () => {
  it("refuses cancelled, zero-amount and overdue orders", async () => {
    const cancelled = await newOrder({ status: "CANCELED" });
    expect((await pay(shopper, cancelled.code)).userErrors[0]!.code).toBe("PAY_ORDER_NOT_PAYABLE");
    const overdue = await newOrder({ scheduleCancelTime: new Date(now.getTime() - 1000) });
    expect((await pay(shopper, overdue.code)).userErrors[0]!.code).toBe("PAY_ORDER_NOT_PAYABLE");
    const free = await newOrder({ amount: 0 });
    const refused = await pay(shopper, free.code);
    expect(refused).toMatchObject({
      response: null,
      userErrors: [{ code: "PAY_AMOUNT_ZERO", field: "orderId" }],
    });
    expect(await paymentsOf(database.db, free.id)).toEqual([]);
  });

  it("answers another customer's order exactly like an unknown one", async () => {
    const order = await newOrder();
    const theirs = await pay(other, order.code);
    const unknown = await pay(other, "TNOSUCHORDER");
    expect(theirs).toEqual(unknown);
    expect(theirs.userErrors[0]).toMatchObject({
      code: "PAY_ORDER_NOT_FOUND",
      message: "此訂單不屬於此帳戶，請以下單的帳戶登入。",
    });
    expect(await paymentsOf(database.db, order.id)).toEqual([]);
  });

  it("lets a guest's temporary session pay the one order it reaches", async () => {
    const order = await newOrder();
    const otherId = await customerOfToken(database.db, other.cookies.get("token")!);
    const issued = await issueSession(database.db, {
      customerId: otherId,
      kind: "visitor",
      lifetimeSeconds: 1800,
      now,
      scopeOrderCode: order.code,
    });
    const guest = new TestClient(createTestServer(database.db, { now: () => now }));
    guest.cookies.set("token", issued.token);
    expect((await pay(guest, order.code)).userErrors).toEqual([]);
  });
});

describe("the PayDollar datafeed", () => {
  it("pays on a correct secure hash and changes nothing on a wrong one", async () => {
    setPaymentEnv("paydollar");
    try {
      const order = await newOrder();
      const { response } = await pay(shopper, order.code);
      const { action, fields } = readForm(response!.form);
      expect(action).toBe("https://test.paydollar.com/b2cDemo/eng/payment/payForm.jsp");
      expect(fields).toMatchObject({
        merchantId: "M123",
        currCode: "344",
        amount: "1234.50",
        payType: "N",
        payMethod: "ALL",
        redirect: "5",
      });
      const settings = paymentConfigFromEnv().paydollar!;
      const datafeed = {
        src: "1",
        prc: "0",
        successcode: "0",
        Ref: fields.orderRef!,
        PayRef: "5550001",
        Cur: "344",
        Amt: "1234.50",
        payerAuth: "N",
      };
      const post = (secureHash: string) =>
        paydollarDatafeedRoute(
          formPost(`${BASE}/api/payments/paydollar/datafeed`, { ...datafeed, secureHash }),
          deps(),
        );

      const wrong = await post(paydollarDatafeedHash({ ...settings, secret: "guess" }, datafeed));
      expect(await wrong.text()).toBe("OK");
      expect(await orderState(database.db, order.id)).toMatchObject({
        status: "WAIT_PAY",
        events: 0,
      });
      expect(await lastCallback()).toMatchObject({ verified: false, outcome: "bad-signature" });

      const right = await post(paydollarDatafeedHash(settings, datafeed));
      expect(await right.text()).toBe("OK");
      expect(await orderState(database.db, order.id)).toMatchObject({
        status: "WAIT_DELIVERY",
        events: 1,
        received_amount: 123450,
      });
      expect((await paymentsOf(database.db, order.id))[0]).toMatchObject({
        status: "PAID",
        provider_ref: "5550001",
      });
    } finally {
      setPaymentEnv("sandbox");
    }
  });
});
