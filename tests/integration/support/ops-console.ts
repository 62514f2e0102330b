/**
 * The operations console's tests' shop (ADR 0046): a fresh database with the demo seed, two
 * SKUs, four guest orders (an older unpaid one, a paid two-line one, an unpaid one, a paid one of
 * two units), the operations and content-editor operators signed in, a clock the tests move, and
 * the cache tags the API revalidated.
 */
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "@/lib/db/schema";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { opsSignIn } from "@/lib/graphql/operations/ops";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_OPERATORS } from "@/lib/seed/demo-accounts";
import { createTestServer, TestClient } from "./graphql-client";
import { guestOrderOf, HONG_KONG_ADDRESS } from "./guest-order";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const [EDITOR, OPERATIONS] = DEMO_OPERATORS;

export const errorCode = (result: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  result.body.errors?.[0]?.extensions?.code;

export interface OpsShop {
  database: TestDatabase;
  server: ReturnType<typeof createTestServer>;
  time: { now: Date };
  revalidated: string[];
  skuA: string;
  skuB: string;
  /** twoLines (paid: skuA + skuB), unpaid (skuB), paid (2 × skuA), older (unpaid, 10 days before). */
  order: { twoLines: string; unpaid: string; paid: string; older: string };
  ops: TestClient;
  editor: TestClient;
  q<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  auditRows(action: string, code: string): Promise<(typeof auditLog.$inferSelect)[]>;
  statusOf(code: string): Promise<string>;
  shopper(kind: "visitor" | "member"): Promise<TestClient>;
}

export async function createOpsShop(): Promise<OpsShop> {
  const database = await createTestDatabase();
  const time = { now: new Date("2026-11-20T04:00:00Z") };
  const revalidated: string[] = [];
  await seedDatabase(database.db, { products: 30, now: time.now });
  const server = createTestServer(database.db, {
    now: () => time.now,
    revalidateTags: (tags) => void revalidated.push(...tags),
  });
  const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

  const shopper = async (kind: "visitor" | "member") => {
    const client = new TestClient(server, { headers: { lang: "en_US" } });
    await client.call(visitorLogin);
    if (kind === "member") {
      const login = await client.call(userLogin, {
        input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      });
      expect(login.body.data?.userLogin.userErrors).toEqual([]);
    }
    return client;
  };
  const operator = async (who: { email: string; password: string }) => {
    const client = new TestClient(server);
    const signed = await client.call(opsSignIn, { email: who.email, password: who.password });
    expect(signed.body.errors).toBeUndefined();
    return client;
  };
  const placeOrder = async (
    lines: { skuCode: string; quantity: number }[],
    email: string,
    mobile: string,
  ) => {
    const api = await shopper("visitor");
    const placed = await api.call(createOrder, {
      input: guestOrderOf(lines, {
        email,
        deliveryAddress: { ...HONG_KONG_ADDRESS, receiverMobile: mobile },
      }),
    });
    expect(placed.body.data?.orderCreate.userErrors).toEqual([]);
    return placed.body.data!.orderCreate.order!.code;
  };
  const pay = async (code: string) => {
    const [row] = await q<{ id: string; amount: number }>(
      sql`select id, amount from orders where code = ${code}`,
    );
    // A minute after it was placed, so its events read in order (equal times tie on a uuid).
    const paidAt = new Date(time.now.getTime() + 60_000);
    await database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: row!.id,
        from: ["WAIT_PAY"],
        to: "WAIT_DELIVERY",
        actor: "payment:test",
        now: paidAt,
        paidAt,
        receivedAmount: Number(row!.amount),
        clearScheduleCancel: true,
      }),
    );
  };

  const skus = await q<{ code: string }>(
    sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 5
        and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
      order by s.id limit 2`,
  );
  const [skuA, skuB] = skus.map((row) => row.code) as [string, string];
  time.now = new Date("2026-11-10T04:00:00Z");
  const older = await placeOrder([{ skuCode: skuB, quantity: 1 }], "dora@example.com", "51112222");
  time.now = new Date("2026-11-20T04:00:00Z");
  const twoLines = await placeOrder(
    [
      { skuCode: skuA, quantity: 1 },
      { skuCode: skuB, quantity: 1 },
    ],
    "Alice.Wong@Example.com",
    "61230001",
  );
  const unpaid = await placeOrder([{ skuCode: skuB, quantity: 1 }], "bob@example.com", "91234567");
  const paid = await placeOrder([{ skuCode: skuA, quantity: 2 }], "carol@example.com", "92345678");
  await pay(twoLines);
  await pay(paid);
  time.now = new Date("2026-11-21T04:00:00Z");

  return {
    database,
    server,
    time,
    revalidated,
    skuA,
    skuB,
    order: { twoLines, unpaid, paid, older },
    ops: await operator(OPERATIONS),
    editor: await operator(EDITOR),
    q,
    auditRows: (action, code) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityCode, code))),
    statusOf: async (code) =>
      (await q<{ status: string }>(sql`select status from orders where code = ${code}`))[0]!.status,
    shopper,
  };
}
