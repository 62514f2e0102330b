/**
 * The promotions in force at `now`, read into the pricing engine's shapes (shopping §4 Promotion
 * types): the stored rule is checked as a save checks it (rule-faults.ts), and PRESENT gifts
 * and EXCHANGE offers come with their SKU's stock and shelf state, because the engine lists a
 * gift or an offer only while it can be had. A few queries whatever the number of promotions.
 */
import { sql } from "drizzle-orm";
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
import { faultlessRule } from "./rule-faults";

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
    const stored = faultlessRule({ type: row.type, rule: row.rule });
    // A faulty rule (promotionRuleFaults) is an operator's mistake: the promotion is left out
    // rather than failing every cart in the shop, or giving every unit of a FULL_FREE away.
    if (stored === null) return [];
    const id = Number(row.id);
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
