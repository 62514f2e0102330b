/**
 * One order, one charge (issue 18 item 3, ADR 0050): a second `pay` supersedes the order's earlier
 * references, a callback for a superseded reference never marks the order paid (a capture on it is
 * recorded as `paid-superseded` for a refund), and a pay racing a callback on one order ends in
 * exactly one of the two consistent states. On PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorLogin } from "@/lib/domain/accounts/login";
import { handleCallback } from "@/lib/domain/payments/callback";
import { providerNamed, type PaymentConfig } from "@/lib/domain/payments/config";
import { sandboxCallbackBody } from "@/lib/domain/payments/sandbox";
import { startPayment } from "@/lib/domain/payments/start";
import { seedDatabase } from "@/lib/seed";
import { insertOrder, orderState, paymentsOf } from "./support/payment-fixtures";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
const SECRET = "supersede-sandbox-secret-0123456789abcdef";
const config: PaymentConfig = {
  provider: "sandbox",
  publicBaseUrl: "https://shop.test",
  sandboxSecret: SECRET,
  paydollar: null,
};
const provider = providerNamed(config, "sandbox");
let database: TestDatabase;
let customerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 2, now });
  customerId = (await visitorLogin(database.db, now)).customer.id;
});
afterAll(() => database.dispose());

async function startPay(orderCode: string) {
  const result = await startPayment(
    database.db,
    {
      provider,
      orderCode,
      caller: { customerId, scopeOrderCode: null },
      paymentType: "PC",
      language: "E",
      returnBaseUrl: config.publicBaseUrl,
    },
    now,
  );
  return result;
}

async function reference(orderCode: string): Promise<string> {
  const result = await startPay(orderCode);
  if (!result.ok) throw new Error(`pay refused: ${result.code}`);
  return result.reference;
}

const callback = (ref: string, status: "PAID" | "FAILED", providerRef: string) =>
  handleCallback(
    database.db,
    provider,
    sandboxCallbackBody(SECRET, {
      reference: ref,
      providerRef,
      status,
      amount: "1234.50",
      currency: "HKD",
      method: "VISA",
    }),
    now,
  );

const statuses = async (orderId: string) =>
  new Map((await paymentsOf(database.db, orderId)).map((p) => [p.reference, p]));

describe("a second pay supersedes the first", () => {
  it("leaves only the newest reference open", async () => {
    const order = await insertOrder(database.db, { customerId, orderTime: now });
    const first = await reference(order.code);
    const second = await reference(order.code);
    const third = await reference(order.code);
    const rows = await statuses(order.id);
    expect(rows.get(first)?.status).toBe("SUPERSEDED");
    expect(rows.get(second)?.status).toBe("SUPERSEDED");
    expect(rows.get(third)?.status).toBe("PENDING");
  });

  it("a success on a superseded reference never pays the order; the newest still can, once", async () => {
    const order = await insertOrder(database.db, { customerId, orderTime: now });
    const old = await reference(order.code);
    const current = await reference(order.code);
    expect((await callback(old, "PAID", "SBXOLD")).outcome).toBe("paid-superseded");
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "WAIT_PAY",
      events: 0,
    });
    // Its replay records nothing more; its decline changes nothing.
    expect((await callback(old, "PAID", "SBXOLD")).outcome).toBe("replay");
    expect((await callback(old, "FAILED", "SBXOLD2")).outcome).toBe("superseded");
    expect((await statuses(order.id)).get(old)).toMatchObject({
      status: "SUPERSEDED",
      provider_ref: "SBXOLD",
    });

    expect((await callback(current, "PAID", "SBXNEW")).outcome).toBe("paid");
    expect(await orderState(database.db, order.id)).toMatchObject({
      status: "WAIT_DELIVERY",
      received_amount: 123450,
      events: 1,
    });
  });

  it("a declined attempt is superseded too, so its late success cannot pay", async () => {
    const order = await insertOrder(database.db, { customerId, orderTime: now });
    const declined = await reference(order.code);
    expect((await callback(declined, "FAILED", "SBXD1")).outcome).toBe("failed");
    const retry = await reference(order.code);
    expect((await statuses(order.id)).get(declined)?.status).toBe("SUPERSEDED");
    expect((await callback(declined, "PAID", "SBXD2")).outcome).toBe("paid-superseded");
    expect((await orderState(database.db, order.id)).status).toBe("WAIT_PAY");
    expect((await callback(retry, "PAID", "SBXD3")).outcome).toBe("paid");
  });

  it("a pay racing the callback of the open reference ends paid once or superseded, never both", async () => {
    for (let round = 0; round < 10; round += 1) {
      const order = await insertOrder(database.db, { customerId, orderTime: now });
      const open = await reference(order.code);
      const [paid, again] = await Promise.all([
        callback(open, "PAID", `SBXRACE${round}`),
        startPay(order.code),
      ]);
      const state = await orderState(database.db, order.id);
      const rows = [...(await statuses(order.id)).values()];
      if (paid.outcome === "paid") {
        // The callback went first: the order is paid and the pay was refused.
        expect(again).toMatchObject({ ok: false, code: "PAY_ORDER_NOT_PAYABLE" });
        expect(state).toMatchObject({ status: "WAIT_DELIVERY", events: 1 });
        expect(rows.map((p) => p.status)).toEqual(["PAID"]);
      } else {
        // The pay went first: the paid reference was superseded and the order waits.
        expect(paid.outcome).toBe("paid-superseded");
        expect(again.ok).toBe(true);
        expect(state).toMatchObject({ status: "WAIT_PAY", events: 0 });
        expect(rows.map((p) => p.status).sort()).toEqual(["PENDING", "SUPERSEDED"]);
      }
    }
  });
});
