/**
 * The promotions step of the demo seed (shopping §3 Cart activity, Additional service; §4
 * Promotion types; accounts §3 Coupon, Go-dollar): one ACTIVE promotion of every type, one
 * INACTIVE and one expired, the promotion codes and member coupon templates, the demo accounts'
 * coupons and go-dollar, and the checkout's additional services.
 *
 * Idempotent: promotions and coupons are upserted by code (so a later run moves their windows to
 * the new `now`), the gifts and add-on offers of the seeded promotions are deleted and inserted
 * again, and the demo accounts' coupons and go-dollar entries have fixed ids and are inserted
 * only when absent, so that what the demo did with them since is kept.
 *
 * Products are chosen by queries on the seeded catalog (category, shelf, stock, price, ordered by
 * code), never by fixed SKU codes, so the same step works on the 320-product demo catalog, on a
 * 50,000-product benchmark catalog and on the small catalogs of the tests (where a category may
 * be empty and the step falls back to a wider one).
 */
import { sql, type SQL } from "drizzle-orm";
import { at } from "./seed-dates";
import type { Db } from "@/lib/db/connect";
import { promotionExchangeProducts, promotionGifts, promotions } from "@/lib/db/schema";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { PromotionRule } from "@/lib/domain/pricing/types";
import { assertPromotionRule } from "@/lib/domain/promotions/rule-faults";
import { seedAdditionalServices, seedDemoCoupons } from "./coupons";
import { DEMO_MEMBER } from "./demo-accounts";
import { DEMO_PROMOTION_CODES, DEMO_SPEND_AND_SAVE_BRAND } from "./demo-promotions";

export interface PromotionSeedReport {
  /** Promotions and coupons (codes and member templates) the run wrote. */
  promotions: number;
  coupons: number;
}

const JACKETS = ["men/jackets", "women/jackets"];
const TROUSERS = ["men/trousers", "women/trousers"];
const SHOES = ["men/shoes", "women/shoes"];
const HATS = "gear/accessories/hats";
const GLOVES = "gear/accessories/gloves";
const SOCKS = "gear/accessories/socks";
const ACCESSORIES = "gear/accessories";
const GEAR = "gear";
const TENTS = "gear/tents";
/** The gift's stock is raised to this, so the demo gift does not run out after a few orders. */
const GIFT_MIN_STOCK = 50;
const EXCHANGE_OFFERS = 8;
const EXCHANGE_OFFERS_NEEDED = 6;

/** The rule as stored: PRESENT gifts and EXCHANGE offers are rows of their own tables. */
type StoredRule =
  | Exclude<PromotionRule, { type: "PRESENT" } | { type: "EXCHANGE" }>
  | Omit<Extract<PromotionRule, { type: "PRESENT" }>, "gifts">
  | Omit<Extract<PromotionRule, { type: "EXCHANGE" }>, "exchangeProducts">;

type Target =
  | { kind: "ALL" }
  | { kind: "CATEGORIES"; codes: string[] }
  | { kind: "BRANDS"; codes: string[] }
  | { kind: "PRODUCTS"; codes: string[] };

interface PromotionSeed {
  code: string;
  nameEn: string;
  nameZh: string;
  ruleDescEn: string;
  ruleDescZh: string;
  url: string | null;
  status: "ACTIVE" | "INACTIVE";
  priority: number;
  beginsAt: Date;
  endsAt: Date;
  target: Target;
  rule: StoredRule;
}

interface PickedSku {
  skuId: number;
  skuCode: string;
  spuCode: string;
  salePrice: number;
  available: number;
}

/** Raw SQL gets instants as ISO text: node-postgres and PGlite then read them alike. */
const iso = (date: Date) => date.toISOString();

/** "HK$1,500" or "HK$12.50": how the rule texts write money. */
function hkd(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rest === 0 ? `HK$${whole}` : `HK$${whole}.${String(rest).padStart(2, "0")}`;
}

/**
 * A flash price about 30% under `saleCents`, ending in 9 like a shop's price tag (HK$790 →
 * HK$549); tiny prices just take 30% off in whole dollars.
 */
export function flashPrice(saleCents: number): number {
  const target = Math.round(saleCents * 0.7);
  const tagged = Math.round(target / 1000) * 1000 - 100;
  if (tagged > 0 && tagged < saleCents) return tagged;
  return Math.max(0, Math.floor(target / 100) * 100);
}

/** Half the sale price in whole dollars (rounded down): the add-on offers' price. */
export function addOnPrice(saleCents: number): number {
  return Math.floor(saleCents / 200) * 100;
}

const SKU_ORDERS = {
  /** Caps first (the closest the catalog has to a giveaway), then by product code. */
  capsFirst: sql.raw(`(x.title_en like '%Cap%') desc, x.spu_code, x.n`),
  /** The cheapest products first. */
  cheapest: sql.raw(`x.product_price, x.spu_code, x.n`),
} as const;

/**
 * In-stock, enabled SKUs of on-shelf products in `path` (every category when null), at most
 * `perProduct` of each product, the first `limit` in `order`.
 */
async function inStockSkus(
  db: Db,
  path: string | null,
  order: keyof typeof SKU_ORDERS,
  perProduct: number,
  limit: number,
): Promise<PickedSku[]> {
  const inPath: SQL = path
    ? sql`p.id in (select product_id from product_categories where category_path = ${path})`
    : sql`true`;
  const rows = await queryRows<{
    sku_id: number;
    sku_code: string;
    spu_code: string;
    sale_price: number;
    available: number;
  }>(
    db,
    sql`select x.sku_id, x.sku_code, x.spu_code, x.sale_price, x.available from (
      select s.id as sku_id, s.code as sku_code, p.code as spu_code, sp.sale_price, i.available,
        p.title_en, p.sale_price as product_price,
        row_number() over (partition by p.id order by s.sort, s.id) as n
      from products p
      join skus s on s.product_id = p.id and s.is_enabled
      join sku_prices sp on sp.sku_id = s.id
      join inventories i on i.sku_id = s.id and i.available > 0
      where p.sale_status = 'ON_SHELF' and ${inPath}
    ) x where x.n <= ${perProduct} order by ${SKU_ORDERS[order]} limit ${limit}`,
  );
  return rows.map((row) => ({
    skuId: Number(row.sku_id),
    skuCode: row.sku_code,
    spuCode: row.spu_code,
    salePrice: Number(row.sale_price),
    available: Number(row.available),
  }));
}

/** The PRESENT gift: a hat (a cap when there is one), else the nearest accessory or gear. */
async function pickGift(db: Db): Promise<PickedSku | null> {
  for (const path of [HATS, ACCESSORIES, GEAR, null]) {
    const [sku] = await inStockSkus(db, path, "capsFirst", 1, 1);
    if (sku) return sku;
  }
  return null;
}

/** The EXCHANGE offers: two SKUs each of the cheapest accessories (mostly socks and hats). */
async function pickExchangeOffers(db: Db): Promise<PickedSku[]> {
  let found: PickedSku[] = [];
  for (const path of [ACCESSORIES, GEAR, null]) {
    found = await inStockSkus(db, path, "cheapest", 2, EXCHANGE_OFFERS);
    if (found.length >= EXCHANGE_OFFERS_NEEDED) break;
  }
  return found;
}

/**
 * SPECIFY_PRICE has one unit price, so its products share one sale price: three on-shelf,
 * in-stock products whose enabled SKUs all sell at the same price, the price nearest HK$1,000
 * that three products have (fewer only on a tiny catalog).
 */
async function pickFlashProducts(db: Db): Promise<{ spuCodes: string[]; salePrice: number }> {
  const rows = await queryRows<{ spu_code: string; sale_price: number }>(
    db,
    sql`with uniform as (
      select p.code, p.sale_price from products p
      where p.sale_status = 'ON_SHELF' and p.sale_price >= 10000
        and not exists (select 1 from skus s join sku_prices sp on sp.sku_id = s.id
          where s.product_id = p.id and s.is_enabled and sp.sale_price <> p.sale_price)
        and exists (select 1 from skus s join inventories i on i.sku_id = s.id
          where s.product_id = p.id and s.is_enabled and i.available > 0)
    ), chosen as (
      select sale_price from uniform group by sale_price
      order by least(count(*), 3) desc, abs(sale_price - 100000), sale_price limit 1
    )
    select u.code as spu_code, u.sale_price from uniform u join chosen c using (sale_price)
    order by u.code limit 3`,
  );
  return {
    spuCodes: rows.map((row) => row.spu_code),
    // With no product at all the promotion targets nothing; the price is only a placeholder.
    salePrice: rows[0] ? Number(rows[0].sale_price) : 99_900,
  };
}

async function exists(db: Db, query: SQL): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select exists(${query}) as found`);
  return Boolean(row?.found);
}

/**
 * shopping §5 account scopes: the product seed gives about a third of the products GOLD member
 * prices and a few a scoped promotion price at random. On a catalog where a GOLD member price,
 * or a GUEST or MEMBER promotion price in force, happens to be missing, the first on-shelf
 * product (by code) without any is given one, so every price path has demo data.
 */
async function ensureScopedPrices(db: Db, now: Date): Promise<void> {
  const firstProductWithout = (table: "sku_member_prices" | "sku_promotion_prices") =>
    sql`(select p.id from products p where p.sale_status = 'ON_SHELF'
      and not exists (select 1 from skus s join ${sql.identifier(table)} x on x.sku_id = s.id
        where s.product_id = p.id)
      order by p.code limit 1)`;
  if (!(await exists(db, sql`select 1 from sku_member_prices where member_level_code = 'GOLD'`))) {
    await db.execute(sql`insert into sku_member_prices (sku_id, member_level_code, price)
      select s.id, 'GOLD', greatest(100, round(sp.sale_price * 0.9 / 100) * 100)::int
      from skus s join sku_prices sp on sp.sku_id = s.id
      where s.product_id = ${firstProductWithout("sku_member_prices")}
      on conflict do nothing`);
  }
  const scopes = [
    { scope: "GUEST", factor: 0.95 },
    { scope: "MEMBER", factor: 0.8 },
  ] as const;
  for (const { scope, factor } of scopes) {
    const inForce = await exists(
      db,
      sql`select 1 from sku_promotion_prices where account_scope = ${scope}
        and (begins_at is null or begins_at <= ${iso(now)}::timestamptz)
        and (ends_at is null or ends_at > ${iso(now)}::timestamptz)`,
    );
    if (inForce) continue;
    await db.execute(sql`insert into sku_promotion_prices
        (sku_id, account_scope, levels, promotion_price, begins_at, ends_at)
      select s.id, ${scope}, '{}'::text[],
        greatest(100, round(sp.sale_price * ${factor}::numeric / 100) * 100)::int,
        ${iso(at(now, -30))}::timestamptz, ${iso(at(now, 365))}::timestamptz
      from skus s join sku_prices sp on sp.sku_id = s.id
      where s.product_id = ${firstProductWithout("sku_promotion_prices")}`);
  }
}

function promotionSeeds(
  now: Date,
  flash: { spuCodes: string[]; salePrice: number },
): PromotionSeed[] {
  const window = { beginsAt: at(now, -30), endsAt: at(now, 365), status: "ACTIVE" as const };
  const flashCents = flashPrice(flash.salePrice);
  return [
    // Item-level prices first (the lowest price wins anyway; priority breaks ties).
    {
      code: DEMO_PROMOTION_CODES.specifyPrice,
      nameEn: "Flash price",
      nameZh: "限時閃購價",
      ruleDescEn: `Selected styles at a flash price of ${hkd(flashCents)}.`,
      ruleDescZh: `指定款式限時閃購價${hkd(flashCents)}。`,
      url: null,
      priority: 10,
      ...window,
      target: { kind: "PRODUCTS", codes: flash.spuCodes },
      rule: { type: "SPECIFY_PRICE", unitPriceCents: flashCents },
    },
    {
      code: DEMO_PROMOTION_CODES.directReduce,
      nameEn: "HK$50 off each pair",
      nameZh: "鞋履每對減HK$50",
      ruleDescEn: "HK$50 off every pair of shoes.",
      ruleDescZh: "所有鞋履每對即減HK$50。",
      url: null,
      priority: 20,
      ...window,
      target: { kind: "CATEGORIES", codes: SHOES },
      rule: { type: "DIRECT_REDUCE", reduceCentsPerUnit: 5_000 },
    },
    // Order-level promotions that apply take their lines in priority order, so the narrow ones
    // come before the brand offer and the catch-all 10% off: socks go to "buy 3 pay 2" before the
    // bundle (which leaves socks out anyway: two pairs can cost less than HK$199).
    {
      code: DEMO_PROMOTION_CODES.fullFree,
      nameEn: "Socks: buy 3, pay for 2",
      nameZh: "襪買3對，最平1對免費",
      ruleDescEn: "Buy any 3 pairs of socks and the cheapest pair is free.",
      ruleDescZh: "任選3對襪，最平1對免費。",
      url: `/products/${SOCKS}`,
      priority: 30,
      ...window,
      target: { kind: "CATEGORIES", codes: [SOCKS] },
      rule: { type: "FULL_FREE", buy: 3, free: 1 },
    },
    {
      code: DEMO_PROMOTION_CODES.bundle,
      nameEn: "Any 2 hats or gloves for HK$199",
      nameZh: "帽及手套任選2件HK$199",
      ruleDescEn: "Mix and match any 2 hats or gloves for HK$199.",
      ruleDescZh: "帽及手套任選2件，只需HK$199。",
      url: `/products/${ACCESSORIES}`,
      priority: 40,
      ...window,
      target: { kind: "CATEGORIES", codes: [HATS, GLOVES] },
      rule: { type: "BUNDLE", size: 2, bundlePriceCents: 19_900 },
    },
    {
      code: DEMO_PROMOTION_CODES.member,
      nameEn: "Member week: 5% off trousers",
      nameZh: "會員周：長褲95折",
      ruleDescEn: "Gold members take an extra 5% off trousers.",
      ruleDescZh: "金卡會員選購長褲額外享95折。",
      url: null,
      priority: 50,
      ...window,
      target: { kind: "CATEGORIES", codes: TROUSERS },
      rule: { type: "MEMBER", levels: [DEMO_MEMBER.levelCode], percentOff: 5 },
    },
    {
      code: DEMO_PROMOTION_CODES.satisfyReduce,
      nameEn: "Summit Peak: spend and save",
      nameZh: "峰頂：買得多慳得多",
      ruleDescEn: "Summit Peak: HK$80 off when you spend HK$800, HK$200 off at HK$1,500.",
      ruleDescZh: "峰頂產品：滿HK$800減HK$80，滿HK$1,500減HK$200。",
      url: null,
      priority: 60,
      ...window,
      target: { kind: "BRANDS", codes: [DEMO_SPEND_AND_SAVE_BRAND] },
      rule: {
        type: "SATISFY_REDUCE",
        tiers: [
          { threshold: { kind: "AMOUNT", cents: 80_000 }, reduceCents: 8_000 },
          { threshold: { kind: "AMOUNT", cents: 150_000 }, reduceCents: 20_000 },
        ],
      },
    },
    {
      code: DEMO_PROMOTION_CODES.satisfyDiscount,
      nameEn: "10% off over HK$1,000",
      nameZh: "滿HK$1,000享9折",
      ruleDescEn:
        "Spend HK$1,000 or more and take 10% off. Items in another offer are not included.",
      ruleDescZh: "購物滿HK$1,000即享9折，已參加其他優惠的貨品除外。",
      url: null,
      priority: 90,
      ...window,
      target: { kind: "ALL" },
      rule: {
        type: "SATISFY_DISCOUNT",
        tiers: [{ threshold: { kind: "AMOUNT", cents: 100_000 }, percentOff: 10 }],
      },
    },
    // Gifts, add-ons and freight claim no lines; they come after the discounts.
    {
      code: DEMO_PROMOTION_CODES.present,
      nameEn: "Free hat with any jacket",
      nameZh: "買任何外套送帽一頂",
      ruleDescEn: "Buy any jacket and get a hat free, while stocks last.",
      ruleDescZh: "購買任何外套即送帽一頂，送完即止。",
      url: null,
      priority: 70,
      ...window,
      target: { kind: "CATEGORIES", codes: JACKETS },
      rule: { type: "PRESENT", threshold: { kind: "AMOUNT", cents: 1 } },
    },
    {
      code: DEMO_PROMOTION_CODES.exchange,
      nameEn: "Add-on deals over HK$500",
      nameZh: "滿HK$500超值加購",
      ruleDescEn: "Spend HK$500 or more and add selected accessories at half price.",
      ruleDescZh: "購物滿HK$500，即可半價加購指定配件。",
      url: null,
      priority: 80,
      ...window,
      target: { kind: "ALL" },
      rule: { type: "EXCHANGE", threshold: { kind: "AMOUNT", cents: 50_000 } },
    },
    {
      code: DEMO_PROMOTION_CODES.freightReduce,
      nameEn: "HK$20 off delivery over HK$300",
      nameZh: "滿HK$300運費減HK$20",
      ruleDescEn: "Spend HK$300 or more and take HK$20 off delivery.",
      ruleDescZh: "購物滿HK$300，運費減HK$20。",
      url: null,
      priority: 100,
      ...window,
      target: { kind: "ALL" },
      rule: {
        type: "FREIGHT_SATISFY_REDUCE",
        threshold: { kind: "AMOUNT", cents: 30_000 },
        reduceCents: 2_000,
      },
    },
    {
      code: DEMO_PROMOTION_CODES.freightDiscount,
      nameEn: "Free delivery on tents",
      nameZh: "帳篷免運費",
      ruleDescEn: "Free delivery on any order with a tent.",
      ruleDescZh: "訂單包括帳篷即免運費。",
      url: `/products/${TENTS}`,
      priority: 110,
      ...window,
      target: { kind: "CATEGORIES", codes: [TENTS] },
      rule: {
        type: "FREIGHT_SATISFY_DISCOUNT",
        threshold: { kind: "AMOUNT", cents: 1 },
        percentOff: 100,
      },
    },
    // These two must never apply: first in priority and on everything, so a cart that ignored
    // status or window would show it at once.
    {
      code: DEMO_PROMOTION_CODES.inactive,
      nameEn: "Paused: 30% off everything",
      nameZh: "已暫停：全場7折",
      ruleDescEn: "30% off everything (paused).",
      ruleDescZh: "全場7折（已暫停）。",
      url: null,
      priority: 1,
      ...window,
      status: "INACTIVE",
      target: { kind: "ALL" },
      rule: {
        type: "SATISFY_DISCOUNT",
        tiers: [{ threshold: { kind: "AMOUNT", cents: 1 }, percentOff: 30 }],
      },
    },
    {
      code: DEMO_PROMOTION_CODES.expired,
      nameEn: "Ended: HK$100 off any order",
      nameZh: "已完結：任何訂單減HK$100",
      ruleDescEn: "HK$100 off any order (ended yesterday).",
      ruleDescZh: "任何訂單即減HK$100（已於昨日完結）。",
      url: null,
      priority: 2,
      status: "ACTIVE",
      beginsAt: at(now, -31),
      endsAt: at(now, -1),
      target: { kind: "ALL" },
      rule: {
        type: "SATISFY_REDUCE",
        tiers: [{ threshold: { kind: "AMOUNT", cents: 1 }, reduceCents: 10_000 }],
      },
    },
  ];
}

async function upsertPromotions(db: Db, seeds: PromotionSeed[]): Promise<Map<string, number>> {
  // Checked as every save of a promotion is (docs/adr/0041): a faulty rule stops the seed.
  for (const seed of seeds)
    assertPromotionRule({ code: seed.code, type: seed.rule.type, rule: seed.rule });
  const rows = await db
    .insert(promotions)
    .values(
      seeds.map((seed) => ({
        code: seed.code,
        type: seed.rule.type,
        nameEn: seed.nameEn,
        nameZh: seed.nameZh,
        ruleDescEn: seed.ruleDescEn,
        ruleDescZh: seed.ruleDescZh,
        url: seed.url,
        status: seed.status,
        priority: seed.priority,
        beginsAt: seed.beginsAt,
        endsAt: seed.endsAt,
        targetKind: seed.target.kind,
        targetCodes: seed.target.kind === "ALL" ? [] : seed.target.codes,
        rule: seed.rule,
      })),
    )
    .onConflictDoUpdate({
      target: promotions.code,
      set: {
        type: sql`excluded.type`,
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        ruleDescEn: sql`excluded.rule_desc_en`,
        ruleDescZh: sql`excluded.rule_desc_zh`,
        url: sql`excluded.url`,
        status: sql`excluded.status`,
        priority: sql`excluded.priority`,
        beginsAt: sql`excluded.begins_at`,
        endsAt: sql`excluded.ends_at`,
        targetKind: sql`excluded.target_kind`,
        targetCodes: sql`excluded.target_codes`,
        rule: sql`excluded.rule`,
      },
    })
    .returning({ id: promotions.id, code: promotions.code });
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function seedGiftsAndOffers(db: Db, ids: Map<string, number>): Promise<void> {
  const presentId = ids.get(DEMO_PROMOTION_CODES.present) as number;
  const exchangeId = ids.get(DEMO_PROMOTION_CODES.exchange) as number;
  const gift = await pickGift(db);
  const offers = await pickExchangeOffers(db);
  await db.execute(sql`delete from promotion_gifts where promotion_id = ${presentId}`);
  await db.execute(sql`delete from promotion_exchange_products where promotion_id = ${exchangeId}`);
  if (gift) {
    await db
      .insert(promotionGifts)
      .values({ promotionId: presentId, skuId: gift.skuId, number: 1 });
    // Demo data: the gift must outlast a few demo orders (gift quantity is min(number, stock)).
    // Only a SKU already in stock is chosen, so no sold-out demo path changes.
    await db.execute(sql`update inventories set available = greatest(available, ${GIFT_MIN_STOCK})
      where sku_id = ${gift.skuId}`);
  }
  if (offers.length > 0) {
    await db.insert(promotionExchangeProducts).values(
      offers.map((offer, sort) => ({
        promotionId: exchangeId,
        skuId: offer.skuId,
        addCartPrice: addOnPrice(offer.salePrice),
        sort,
      })),
    );
  }
}

export async function seedPromotions(db: Db, now: Date): Promise<PromotionSeedReport> {
  return db.transaction(async (tx) => {
    await ensureScopedPrices(tx, now);
    const flash = await pickFlashProducts(tx);
    const seeds = promotionSeeds(now, flash);
    const promotionIds = await upsertPromotions(tx, seeds);
    await seedGiftsAndOffers(tx, promotionIds);
    const couponCount = await seedDemoCoupons(tx, now);
    await seedAdditionalServices(tx);
    return { promotions: promotionIds.size, coupons: couponCount };
  });
}
