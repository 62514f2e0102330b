/**
 * The promotions in force at `now`, read into the pricing engine's shapes (shopping §4 Promotion
 * types): the stored rule is checked against the type's schema, and PRESENT gifts and EXCHANGE
 * offers come with their SKU's stock and shelf state, because the engine lists a gift or an
 * offer only while it can be had. A few queries whatever the number of promotions.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "@/lib/db/connect";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { targetOf } from "@/lib/domain/pricing/targets";
import type {
  ExchangeOffer,
  Promotion,
  PromotionGift,
  PromotionRule,
  PromotionTarget,
} from "@/lib/domain/pricing/types";
import type { Locale } from "@/lib/domain/locales";
import type { PromotionType } from "./constants";

const threshold = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("AMOUNT"), cents: z.number().int().nonnegative() }),
  z.object({ kind: z.literal("QUANTITY"), items: z.number().int().positive() }),
]);
const percent = z.number().int().min(1).max(100);
const cents = z.number().int().nonnegative();

/** Stored rules: PRESENT and EXCHANGE keep their gifts and offers in rows, not in the JSON. */
const storedRule = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("SATISFY_REDUCE"),
    tiers: z.array(z.object({ threshold, reduceCents: cents })).min(1),
  }),
  z.object({ type: z.literal("DIRECT_REDUCE"), reduceCentsPerUnit: cents }),
  z.object({
    type: z.literal("SATISFY_DISCOUNT"),
    tiers: z.array(z.object({ threshold, percentOff: percent })).min(1),
  }),
  z.object({ type: z.literal("PRESENT"), threshold }),
  z.object({
    type: z.literal("BUNDLE"),
    size: z.number().int().min(2),
    bundlePriceCents: cents,
  }),
  z.object({ type: z.literal("SPECIFY_PRICE"), unitPriceCents: cents }),
  z.object({ type: z.literal("FREIGHT_SATISFY_REDUCE"), threshold, reduceCents: cents }),
  z.object({ type: z.literal("FREIGHT_SATISFY_DISCOUNT"), threshold, percentOff: percent }),
  z.object({ type: z.literal("MEMBER"), levels: z.array(z.string()), percentOff: percent }),
  z.object({
    type: z.literal("FULL_FREE"),
    buy: z.number().int().min(2),
    free: z.number().int().min(1),
  }),
  z.object({ type: z.literal("EXCHANGE"), threshold }),
]);

interface PromotionRow {
  id: number;
  code: string;
  type: PromotionType;
  name_en: string;
  name_zh: string;
  rule_desc_en: string;
  rule_desc_zh: string;
  url: string | null;
  status: "ACTIVE" | "INACTIVE";
  priority: number;
  begins_at: Date | string | null;
  ends_at: Date | string | null;
  target_kind: PromotionTarget["kind"];
  target_codes: string[];
  rule: unknown;
}

interface OfferRow {
  promotion_id: number;
  sku_code: string;
  spu_code: string;
  amount: number;
  available: number | null;
  sale_status: string;
  is_enabled: boolean;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export interface PromotionsInForce {
  promotions: Promotion[];
  /** Promotion codes by id, for the API (activityId is the id as a string). */
  byId: Map<string, Promotion>;
}

export async function loadPromotionsInForce(
  db: Db | Tx,
  locale: Locale,
  now: Date,
): Promise<PromotionsInForce> {
  const nowText = now.toISOString();
  const rows = await queryRows<PromotionRow>(
    db,
    sql`select id, code, type, name_en, name_zh, rule_desc_en, rule_desc_zh, url, status, priority,
        begins_at, ends_at, target_kind, target_codes, rule
      from promotions
      where status = 'ACTIVE'
        and (begins_at is null or begins_at <= ${nowText}::timestamptz)
        and (ends_at is null or ends_at > ${nowText}::timestamptz)
      order by priority, id`,
  );
  if (rows.length === 0) return { promotions: [], byId: new Map() };
  const ids = rows.map((row) => Number(row.id));
  const offers = await queryRows<OfferRow & { kind: "gift" | "exchange" }>(
    db,
    sql`select 'gift' as kind, g.promotion_id, s.code as sku_code, p.code as spu_code, g.number as amount,
          i.available, p.sale_status, s.is_enabled, 0 as sort
        from promotion_gifts g join skus s on s.id = g.sku_id join products p on p.id = s.product_id
        left join inventories i on i.sku_id = s.id
        where g.promotion_id = any(${sql.param(ids)}::int[])
      union all
      select 'exchange' as kind, e.promotion_id, s.code, p.code, e.add_cart_price,
          i.available, p.sale_status, s.is_enabled, e.sort
        from promotion_exchange_products e join skus s on s.id = e.sku_id join products p on p.id = s.product_id
        left join inventories i on i.sku_id = s.id
        where e.promotion_id = any(${sql.param(ids)}::int[])
      order by promotion_id, sort, sku_code`,
  );
  const gifts = new Map<number, PromotionGift[]>();
  const exchanges = new Map<number, ExchangeOffer[]>();
  for (const offer of offers) {
    const promotionId = Number(offer.promotion_id);
    const inventory = offer.is_enabled ? Number(offer.available ?? 0) : 0;
    const onShelf = offer.sale_status === "ON_SHELF";
    if (offer.kind === "gift") {
      const list = gifts.get(promotionId) ?? [];
      list.push({
        skuCode: offer.sku_code,
        spuCode: offer.spu_code,
        number: Number(offer.amount),
        inventory,
        onShelf,
      });
      gifts.set(promotionId, list);
    } else {
      const list = exchanges.get(promotionId) ?? [];
      list.push({
        skuCode: offer.sku_code,
        spuCode: offer.spu_code,
        addCartPriceCents: Number(offer.amount),
        inventory,
        onShelf,
      });
      exchanges.set(promotionId, list);
    }
  }
  const promotions = rows.flatMap((row): Promotion[] => {
    const parsed = storedRule.safeParse(row.rule);
    // A malformed rule is an operator's mistake: the promotion is left out rather than failing
    // every cart in the shop.
    if (!parsed.success || parsed.data.type !== row.type) return [];
    const id = Number(row.id);
    const stored = parsed.data;
    const rule: PromotionRule =
      stored.type === "PRESENT"
        ? { ...stored, gifts: gifts.get(id) ?? [] }
        : stored.type === "EXCHANGE"
          ? { ...stored, exchangeProducts: exchanges.get(id) ?? [] }
          : stored;
    return [
      {
        id: String(id),
        code: row.code,
        name: pickText(locale, row.name_en, row.name_zh),
        ruleDesc: pickText(locale, row.rule_desc_en, row.rule_desc_zh),
        url: row.url,
        type: row.type,
        priority: Number(row.priority),
        beginsAt: asDate(row.begins_at),
        endsAt: asDate(row.ends_at),
        status: row.status,
        target: targetOf(row.target_kind, row.target_codes),
        rule,
      },
    ];
  });
  return { promotions, byId: new Map(promotions.map((p) => [p.id, p])) };
}
