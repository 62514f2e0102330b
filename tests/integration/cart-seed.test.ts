/**
 * The demo seed's promotions step (lib/seed/promotions.ts): one ACTIVE promotion of every
 * type with usable gifts and add-on offers, the promotion codes and member coupons in each of
 * their states, the demo member's go-dollar, and a second run that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import {
  DEMO_CUSTOMER_COUPON_IDS,
  DEMO_GO_DOLLAR_BALANCE_CENTS,
  DEMO_MEMBER_COUPON_CODES,
  DEMO_PROMO_CODES,
  DEMO_PROMOTION_CODES,
} from "@/lib/seed/demo-promotions";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { PROMOTION_TYPES } from "@/lib/domain/promotions/constants";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
const now = new Date();
const nowIso = now.toISOString();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { now });
});
afterAll(() => database.dispose());

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

async function promotionId(code: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select id from promotions where code = ${code}`);
  return Number(row?.id);
}

describe("promotions", () => {
  it("seeds every promotion type ACTIVE and in force", async () => {
    const found = await rows<{ type: string }>(
      sql`select distinct type from promotions where status = 'ACTIVE'
        and begins_at <= ${nowIso}::timestamptz and ends_at > ${nowIso}::timestamptz`,
    );
    expect(found.map((row) => row.type).sort()).toEqual([...PROMOTION_TYPES].sort());
  });

  it("keeps one INACTIVE and one expired promotion out of force", async () => {
    const [inactive] = await rows<{ status: string }>(
      sql`select status from promotions where code = ${DEMO_PROMOTION_CODES.inactive}`,
    );
    expect(inactive?.status).toBe("INACTIVE");
    const [expired] = await rows<{ ended: boolean }>(
      sql`select ends_at <= ${nowIso}::timestamptz as ended from promotions
        where code = ${DEMO_PROMOTION_CODES.expired}`,
    );
    expect(expired?.ended).toBe(true);
  });

  it("stores rules without gifts or offers, which are rows of their own", async () => {
    const stored = await rows<{ code: string; rule: Record<string, unknown> }>(
      sql`select code, rule from promotions where code in
        (${DEMO_PROMOTION_CODES.present}, ${DEMO_PROMOTION_CODES.exchange})`,
    );
    for (const { rule } of stored) {
      expect(rule).not.toHaveProperty("gifts");
      expect(rule).not.toHaveProperty("exchangeProducts");
      expect(rule).toHaveProperty("threshold");
    }
  });

  it("gives an in-stock, on-shelf accessory as the jacket gift", async () => {
    const gifts = await rows<{
      number: number;
      available: number;
      is_enabled: boolean;
      sale_status: string;
      accessory: boolean;
    }>(
      sql`select g.number, i.available, s.is_enabled, p.sale_status,
          exists (select 1 from product_categories pc where pc.product_id = p.id
            and pc.category_path = 'gear/accessories') as accessory
        from promotion_gifts g join skus s on s.id = g.sku_id
        join products p on p.id = s.product_id join inventories i on i.sku_id = s.id
        where g.promotion_id = ${await promotionId(DEMO_PROMOTION_CODES.present)}`,
    );
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      number: 1,
      is_enabled: true,
      sale_status: "ON_SHELF",
      accessory: true,
    });
    expect(Number(gifts[0]?.available)).toBeGreaterThanOrEqual(50);
  });

  it("offers at least six add-ons in stock, each well under its sale price", async () => {
    const offers = await rows<{
      add_cart_price: number;
      sale_price: number;
      available: number;
      is_enabled: boolean;
      sale_status: string;
    }>(
      sql`select e.add_cart_price, sp.sale_price, i.available, s.is_enabled, p.sale_status
        from promotion_exchange_products e join skus s on s.id = e.sku_id
        join sku_prices sp on sp.sku_id = s.id join products p on p.id = s.product_id
        join inventories i on i.sku_id = s.id
        where e.promotion_id = ${await promotionId(DEMO_PROMOTION_CODES.exchange)}`,
    );
    expect(offers.length).toBeGreaterThanOrEqual(6);
    for (const offer of offers) {
      expect(offer).toMatchObject({ is_enabled: true, sale_status: "ON_SHELF" });
      expect(Number(offer.available)).toBeGreaterThan(0);
      expect(Number(offer.add_cart_price) % 100).toBe(0);
      expect(Number(offer.add_cart_price)).toBeLessThanOrEqual(Number(offer.sale_price) / 2);
    }
  });

  it("sets the flash price about 30% under three products of one sale price", async () => {
    const [flash] = await rows<{ target_codes: string[]; rule: { unitPriceCents: number } }>(
      sql`select target_codes, rule from promotions where code = ${DEMO_PROMOTION_CODES.specifyPrice}`,
    );
    expect(flash?.target_codes).toHaveLength(3);
    const products = await rows<{ sale_price: number; sale_status: string }>(
      sql`select sale_price, sale_status from products where code = any(${sql.param(flash?.target_codes ?? [])}::text[])`,
    );
    expect(products).toHaveLength(3);
    for (const product of products) {
      expect(product.sale_status).toBe("ON_SHELF");
      const ratio = (flash?.rule.unitPriceCents ?? 0) / Number(product.sale_price);
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(0.8);
    }
  });

  it("has GOLD member prices and GUEST and MEMBER promotion prices in force", async () => {
    const [prices] = await rows<{ gold: number; guest: number; member: number }>(
      sql`select
        (select count(*)::int from sku_member_prices where member_level_code = 'GOLD') as gold,
        (select count(*)::int from sku_promotion_prices where account_scope = 'GUEST'
          and coalesce(ends_at > ${nowIso}::timestamptz, true)) as guest,
        (select count(*)::int from sku_promotion_prices where account_scope = 'MEMBER'
          and coalesce(ends_at > ${nowIso}::timestamptz, true)) as member`,
    );
    expect(Number(prices?.gold)).toBeGreaterThan(0);
    expect(Number(prices?.guest)).toBeGreaterThan(0);
    expect(Number(prices?.member)).toBeGreaterThan(0);
  });

  it("offers gift wrap at HK$20 after its promotion and a free greeting card", async () => {
    const services = await rows<{ type: string; amount: number; promotion_amount: number }>(
      sql`select type, amount, promotion_amount from additional_services order by type`,
    );
    expect(services).toEqual([
      { type: "GREETING_CARD", amount: 1_000, promotion_amount: 1_000 },
      { type: "PACKAGE", amount: 3_000, promotion_amount: 1_000 },
    ]);
  });
});

describe("coupons", () => {
  it("seeds promotion codes that are valid, expired and used up", async () => {
    const codes = await rows<{
      code: string;
      kind: string;
      usage_limit: number | null;
      used_count: number;
      in_window: boolean;
    }>(
      sql`select code, kind, usage_limit, used_count,
          begins_at <= ${nowIso}::timestamptz and ends_at > ${nowIso}::timestamptz as in_window
        from coupons where kind = 'PROMOTION_CODE' order by code`,
    );
    const byCode = new Map(codes.map((row) => [row.code, row]));
    expect(byCode.get(DEMO_PROMO_CODES.valid)).toMatchObject({
      usage_limit: null,
      in_window: true,
    });
    expect(byCode.get(DEMO_PROMO_CODES.category)?.in_window).toBe(true);
    expect(byCode.get(DEMO_PROMO_CODES.expired)?.in_window).toBe(false);
    expect(byCode.get(DEMO_PROMO_CODES.usedUp)).toMatchObject({
      usage_limit: 1,
      used_count: 1,
      in_window: true,
    });
    for (const code of Object.values(DEMO_PROMO_CODES)) expect(code).toBe(code.toUpperCase());
  });

  it("gives the demo member an unused, a used, a frozen and an expired coupon", async () => {
    const owned = await rows<{
      id: string;
      code: string;
      status: string;
      freeze_status: string;
      valid_now: boolean;
    }>(
      sql`select cc.id, c.code, cc.status, cc.freeze_status,
          cc.begins_at <= ${nowIso}::timestamptz and cc.ends_at > ${nowIso}::timestamptz as valid_now
        from customer_coupons cc join coupons c on c.id = cc.coupon_id
        join customers u on u.id = cc.customer_id
        where lower(u.email) = ${DEMO_MEMBER.email}`,
    );
    const byId = new Map(owned.map((row) => [row.id, row]));
    expect(owned).toHaveLength(4);
    expect(byId.get(DEMO_CUSTOMER_COUPON_IDS.memberUnused)).toMatchObject({
      code: DEMO_MEMBER_COUPON_CODES.amount,
      status: "UNUSED",
      freeze_status: "NORMAL",
      valid_now: true,
    });
    expect(byId.get(DEMO_CUSTOMER_COUPON_IDS.memberUsed)?.status).toBe("USED");
    expect(byId.get(DEMO_CUSTOMER_COUPON_IDS.memberFrozen)).toMatchObject({
      status: "UNUSED",
      freeze_status: "FREEZE",
    });
    expect(byId.get(DEMO_CUSTOMER_COUPON_IDS.memberExpired)).toMatchObject({
      status: "OVEREND",
      valid_now: false,
    });
  });

  it("gives the demo staff an unused 10% coupon", async () => {
    const owned = await rows<{ code: string; status: string }>(
      sql`select c.code, cc.status from customer_coupons cc join coupons c on c.id = cc.coupon_id
        join customers u on u.id = cc.customer_id where lower(u.email) = ${DEMO_STAFF.email}`,
    );
    expect(owned).toEqual([{ code: DEMO_MEMBER_COUPON_CODES.percent, status: "UNUSED" }]);
  });
});

describe("go-dollar", () => {
  it("sums the demo member's unexpired entries to HK$156.50, leaving the expired one out", async () => {
    const [ledger] = await rows<{ balance: number; expired: number }>(
      sql`select
          coalesce(sum(g.cents) filter (where g.expires_at is null
            or g.expires_at > ${nowIso}::timestamptz), 0)::int as balance,
          count(*) filter (where g.expires_at <= ${nowIso}::timestamptz)::int as expired
        from go_dollar_entries g join customers u on u.id = g.customer_id
        where lower(u.email) = ${DEMO_MEMBER.email}`,
    );
    expect(Number(ledger?.balance)).toBe(DEMO_GO_DOLLAR_BALANCE_CENTS);
    expect(DEMO_GO_DOLLAR_BALANCE_CENTS).toBe(15_650);
    expect(Number(ledger?.expired)).toBe(1);
  });
});

describe("a second seed", () => {
  const TABLES = [
    "promotions",
    "promotion_gifts",
    "promotion_exchange_products",
    "coupons",
    "customer_coupons",
    "go_dollar_entries",
    "additional_services",
    "sku_member_prices",
    "sku_promotion_prices",
  ] as const;

  async function snapshot() {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      counts[table] = Number(row?.n);
    }
    const [gift] = await rows<{ sku_id: number }>(
      sql`select sku_id from promotion_gifts order by sku_id limit 1`,
    );
    const offers = await rows<{ sku_id: number; add_cart_price: number }>(
      sql`select sku_id, add_cart_price from promotion_exchange_products order by sku_id`,
    );
    return { counts, gift, offers };
  }

  it("changes no counts, gifts or offers", { timeout: 120_000 }, async () => {
    const before = await snapshot();
    const report = await seedDatabase(database.db, { now });
    expect(report.promotions).toEqual({ promotions: 13, coupons: 6 });
    expect(await snapshot()).toEqual(before);
  });
});
