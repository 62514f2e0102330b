/**
 * Shared set-up of the after-sales integration tests (after-sales*.test.ts): a fresh seeded
 * database per test file, a server whose clock the test moves, SKUs to return and exchange, and
 * delivered orders made through the real checkout and the domain's ship and deliver functions.
 * Each test file gets its own copy of this module's state (vitest isolates modules per file).
 */
import { afterAll, beforeAll, expect } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { deliverOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { opsSignIn } from "@/lib/graphql/operations/ops";
import {
  afterSalesCreate,
  type AfterSalesCreateInputData,
} from "@/lib/graphql/operations/after-sales";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { createTestServer, TestClient } from "./graphql-client";
import { guestOrderOf } from "./guest-order";

export const DAY = 86_400_000;
export const [EDITOR, OPERATIONS] = DEMO_OPERATORS;

/** The file's state, filled in beforeAll. skuA and skuB: two sizes of one product; skuC another product. */
export const fx = {
  clock: new Date("2026-11-20T04:00:00Z"),
  database: undefined as unknown as TestDatabase,
  server: undefined as unknown as ReturnType<typeof createTestServer>,
  skuA: "",
  skuB: "",
  skuC: "",
};

export const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(fx.database.db, query);

/** Registers the file's beforeAll (fresh database, seed, SKUs) and afterAll. */
export function setUpAfterSales(): void {
  beforeAll(async () => {
    fx.database = await createTestDatabase();
    await seedDatabase(fx.database.db, { products: 60, now: fx.clock });
    fx.server = createTestServer(fx.database.db, {
      now: () => fx.clock,
      // Finishing a return pays its refund through the sandbox (lib/domain/refunds).
      paymentConfig: () => ({
        provider: "sandbox",
        publicBaseUrl: "http://shop.test",
        sandboxSecret: "after-sales-test-secret",
        paydollar: null,
      }),
    });
    const priced = sql`skus s join inventories i on i.sku_id = s.id join sku_prices sp on sp.sku_id = s.id
      join products p on p.id = s.product_id where p.sale_status = 'ON_SHELF' and s.is_enabled
        and i.available >= 20 and sp.sale_price > 0
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)`;
    const [pair] = await q<{ a: string; b: string }>(
      sql`select min(s.code) as a, max(s.code) as b from ${priced} group by s.product_id
        having count(*) >= 2 order by s.product_id limit 1`,
    );
    [fx.skuA, fx.skuB] = [pair!.a, pair!.b];
    const [other] = await q<{ code: string }>(
      sql`select s.code from ${priced} and s.product_id <> (select product_id from skus where code = ${fx.skuA})
        order by s.id limit 1`,
    );
    fx.skuC = other!.code;
  }, 120_000);
  afterAll(() => fx.database.dispose());
}

/** Each step a minute later, so the event rows read in order. */
export function tick(): void {
  fx.clock = new Date(fx.clock.getTime() + 60_000);
}

export function client(headers: Record<string, string> = {}): TestClient {
  return new TestClient(fx.server, { headers: { lang: "en_US", ...headers } });
}

/** A visitor, or a member signed in with `account`. */
export async function shopper(
  account: { email: string; password: string } | null,
): Promise<TestClient> {
  const api = client();
  await api.call(visitorLogin);
  if (account)
    await api.call(userLogin, { input: { account: account.email, password: account.password } });
  return api;
}

export async function operator(who: { email: string; password: string }): Promise<TestClient> {
  const api = client();
  expect((await api.call(opsSignIn, who)).body.errors).toBeUndefined();
  return api;
}

export const available = async (code: string) =>
  Number(
    (
      await q<{ n: number }>(
        sql`select i.available as n from inventories i join skus s on s.id = i.sku_id where s.code = ${code}`,
      )
    )[0]!.n,
  );

/** An order paid, shipped and delivered at `deliveredAt` (default a day ago); its line ids by SKU. */
export async function deliveredOrder(
  api: TestClient,
  lines: { skuCode: string; quantity: number }[],
  options: { member?: boolean; email?: string; deliveredAt?: Date; deliver?: boolean } = {},
): Promise<{ code: string; lineId: Record<string, string> }> {
  const base = guestOrderOf(lines, { email: options.email ?? "guest@example.com" });
  const input = options.member ? { ...base, checkoutKind: "MEMBER" as const, email: null } : base;
  const created = (await api.call(createOrder, { input })).body.data!.orderCreate;
  expect(created.userErrors).toEqual([]);
  const code = created.order!.code;
  const at = options.deliveredAt ?? new Date(fx.clock.getTime() - DAY);
  const [order] = await q<{ id: string; amount: number }>(
    sql`select id, amount from orders where code = ${code}`,
  );
  // Paid through the sandbox: the payment's own transition and the captured payment a refund
  // goes back to (payments are not what these tests are about).
  await fx.database.db.transaction(async (tx) => {
    await transitionOrder(tx, {
      orderId: order!.id,
      from: ["WAIT_PAY"],
      to: "WAIT_DELIVERY",
      actor: "test",
      now: at,
      paidAt: at,
      receivedAmount: Number(order!.amount),
    });
    await tx.execute(
      sql`insert into payments (order_id, provider, reference, provider_ref, amount, currency, status)
        values (${order!.id}::uuid, 'sandbox', ${`PY${code}`}, ${`SBX${code}`}, ${Number(order!.amount)}, 'HKD', 'PAID')`,
    );
  });
  const actor = "ops:test";
  await shipOrder(
    fx.database.db,
    { orderCode: code, trackingNo: "SF2000", skuCodes: [], actor },
    at,
  );
  if (options.deliver !== false)
    expect((await deliverOrder(fx.database.db, { orderCode: code, actor }, at)).ok).toBe(true);
  const rows = await q<{ id: string; sku_code: string }>(
    sql`select id, sku_code from order_lines where order_id = ${order!.id}::uuid`,
  );
  return { code, lineId: Object.fromEntries(rows.map((r) => [r.sku_code, r.id])) };
}

/** afterSalesCreate's variables: a RETURN with a reason (photos: after-sales-photos.test.ts). */
export function request(
  orderCode: string,
  lines: AfterSalesCreateInputData["lines"],
  overrides: Partial<AfterSalesCreateInputData> = {},
): { input: AfterSalesCreateInputData } {
  return {
    input: {
      orderCode,
      type: "RETURN",
      reason: "Too small",
      photos: [],
      lines,
      ...overrides,
    },
  };
}

export async function create(api: TestClient, variables: { input: AfterSalesCreateInputData }) {
  return (await api.call(afterSalesCreate, variables)).body.data!.afterSalesCreate;
}

export const errorOf = (payload: { userErrors: { code: string }[] }) => payload.userErrors[0]?.code;

/** The statuses an after-sales order went through, from its event rows. */
export const events = async (code: string) =>
  (
    await q<{ to_status: string }>(
      sql`select e.to_status from after_sales_events e join after_sales_orders a on a.id = e.after_sales_order_id
        where a.code = ${code} order by e.at, e.from_status is not null, e.id`,
    )
  ).map((row) => row.to_status);
