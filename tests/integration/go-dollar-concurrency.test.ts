/**
 * Go-dollar under concurrent checkouts (accounts §3 Go-dollar; shopping §8 UECCE0054): a member
 * with balance B places two orders at the same moment from two devices, each redeeming more than
 * B/2. Exactly one may take the go-dollar; the other is refused with the spec's "insufficient"
 * error, the ledger never goes below zero and its sum is the balance queryGoDollar shows.
 *
 * PostgreSQL only: PGlite has a single connection and runs one transaction after the other, so
 * there the two checkouts never overlap and the test would prove only the serial case
 * (go-dollar.test.ts and orders.test.ts cover that). CI's PostgreSQL pass sets DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder, type OrderCreateInputData } from "@/lib/graphql/operations/checkout";
import { orderCancel } from "@/lib/graphql/operations/orders";
import { queryGoDollar } from "@/lib/graphql/operations/go-dollar";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";
import { HONG_KONG_ADDRESS } from "./support/guest-order";

const now = new Date("2026-11-20T04:00:00Z");
/** Rounds of the race: each cancels its winner, which gives the go-dollar back for the next. */
const ROUNDS = 4;

describe.runIf(Boolean(process.env.DATABASE_URL))("go-dollar under concurrent checkouts", () => {
  let database: TestDatabase;
  let skuCode: string;
  let memberId: string;
  const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { products: 30, now });
    // Dear enough that either order alone could take the whole balance.
    const [sku] = await q<{ code: string }>(
      sql`select s.code from skus s join inventories i on i.sku_id = s.id
        join sku_prices sp on sp.sku_id = s.id join products p on p.id = s.product_id
        where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 20 and sp.sale_price >= 80000
          and not exists (select 1 from sku_promotion_prices x where x.sku_id = s.id)
        order by s.id limit 1`,
    );
    skuCode = sku!.code;
    const [member] = await q<{ id: string }>(
      sql`select id from customers where email = ${DEMO_MEMBER.email}`,
    );
    memberId = member!.id;
  }, 180_000);
  afterAll(() => database?.dispose());

  /** A device of the member's: its own session, its own requests. */
  async function device(): Promise<TestClient> {
    const api = new TestClient(createTestServer(database.db, { now: () => now }), {
      headers: { lang: "en_US" },
    });
    await api.call(visitorLogin);
    await api.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    return api;
  }

  /** The ledger as stored (not clamped at zero as the balance function is). */
  const ledgerCents = async () =>
    Number(
      (
        await q<{ n: string | number }>(
          sql`select coalesce(sum(cents), 0) as n from go_dollar_entries
            where customer_id = ${memberId}::uuid
              and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
        )
      )[0]!.n,
    );

  function order(goDollar: number, key: string): OrderCreateInputData {
    return {
      idempotencyKey: key,
      terminal: "PC",
      checkoutKind: "MEMBER",
      distributionType: "EXPRESS",
      deliveryAddress: { ...HONG_KONG_ADDRESS, receiverFirstName: "Mei" },
      isSameAsAddress: true,
      orderLines: [{ skuCode, quantity: 1 }],
      payType: "VISA",
      goDollar,
    };
  }

  it("lets exactly one of two simultaneous orders spend more than half the balance", async () => {
    const [phone, laptop] = [await device(), await device()];
    const startCents = await ledgerCents();
    for (let round = 0; round < ROUNDS; round++) {
      const balanceCents = await ledgerCents();
      expect(balanceCents).toBeGreaterThan(200);
      // Whole go-dollars, each just over half the balance: both together exceed it.
      const each = Math.floor(balanceCents / 200) + 1;
      expect(each * 100 * 2).toBeGreaterThan(balanceCents);
      expect(each * 100).toBeLessThanOrEqual(balanceCents);

      // Which device sends first changes each round, so either may win the customer's lock.
      const [first, second] = round % 2 === 0 ? [phone, laptop] : [laptop, phone];
      const results = await Promise.all([
        first.call(createOrder, { input: order(each, `race-${round}-a`) }),
        second.call(createOrder, { input: order(each, `race-${round}-b`) }),
      ]);
      const payloads = results.map((r) => {
        expect(r.body.errors).toBeUndefined();
        return r.body.data!.orderCreate;
      });
      const placed = payloads.filter((p) => p.order);
      const refused = payloads.filter((p) => !p.order);
      expect(placed).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.userErrors[0]?.code).toBe(
        PRICING_ERROR_CODES.GO_DOLLAR_BALANCE_INSUFFICIENT,
      );

      const after = await ledgerCents();
      expect(after).toBe(balanceCents - each * 100);
      expect(after).toBeGreaterThanOrEqual(0);
      const [redeemed] = await q<{ n: number }>(
        sql`select count(*)::int as n from go_dollar_entries
          where customer_id = ${memberId}::uuid and kind = 'REDEEM' and order_code = ${placed[0]!.order!.code}`,
      );
      expect(Number(redeemed!.n)).toBe(1);
      const shown = (await phone.call(queryGoDollar, {})).body.data!.queryGoDollar.balance;
      expect(Math.round(shown * 100)).toBe(after);

      // Cancelling the winner gives its go-dollar back: the next round starts from B again.
      const cancelled = await phone.call(orderCancel, { orderId: placed[0]!.order!.code });
      expect(cancelled.body.data!.orderCancel.userErrors).toEqual([]);
      expect(await ledgerCents()).toBe(balanceCents);
    }
    // One redemption per round, each given back by its cancellation, and nothing else: the two
    // losers wrote no entry. (Entries written under the test's fixed clock share one time, so
    // their order cannot be replayed as a running sum; the balance was checked after each step.)
    const kinds = await q<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from go_dollar_entries
        where customer_id = ${memberId}::uuid and kind in ('REDEEM', 'REVERSAL')
        group by kind order by kind`,
    );
    expect(kinds.map((row) => [row.kind, Number(row.n)])).toEqual([
      ["REDEEM", ROUNDS],
      ["REVERSAL", ROUNDS],
    ]);
    expect(await ledgerCents()).toBe(startCents);
  }, 120_000);
});
