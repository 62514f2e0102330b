/** What an order line keeps of its SKU at the time of buying (shopping §3 Order line). */
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/connect";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { LOCALES, type Locale } from "@/lib/domain/locales";

/** What a line reads as in one language. */
export interface LineText {
  name: string;
  color: string;
}

/** The line's name and colour in every language, as bought (ADR 0015). */
export type LocalizedLineText = Partial<Record<Locale, LineText>>;

export interface SkuSnapshot {
  skuId: number;
  skuCode: string;
  spuCode: string;
  omsSkuCode: string;
  name: string;
  color: string;
  size: string;
  image: string | null;
  localized: Record<Locale, LineText>;
}

/**
 * The line in the reader's language: the text kept for that language, else the snapshot in the
 * order's own language (lines made before both were kept).
 */
export function lineTextIn(
  locale: Locale,
  snapshot: LineText,
  localized: LocalizedLineText | null | undefined,
): LineText {
  const kept = localized?.[locale];
  return {
    name: kept?.name || snapshot.name,
    color: kept?.color || snapshot.color,
  };
}

export async function skuSnapshots(
  tx: Tx,
  skuCodes: readonly string[],
  locale: Locale,
): Promise<Map<string, SkuSnapshot>> {
  if (skuCodes.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    code: string;
    store_sku_code: string;
    color_name_en: string;
    color_name_zh: string;
    size_label: string;
    spu_code: string;
    title_en: string;
    title_zh: string;
    image: string | null;
  }>(
    tx,
    sql`select s.id, s.code, s.store_sku_code, s.color_name_en, s.color_name_zh, s.size_label,
        p.code as spu_code, p.title_en, p.title_zh,
        (select i.url from product_images i where i.product_id = p.id and i.type = 'MAINIMAGE'
          order by (i.color_code = s.color_code) desc nulls last, i.sort limit 1) as image
      from skus s join products p on p.id = s.product_id
      where s.code = any(${sql.param([...new Set(skuCodes)])}::text[])`,
  );
  return new Map(
    rows.map((row) => [
      row.code,
      {
        skuId: Number(row.id),
        skuCode: row.code,
        spuCode: row.spu_code,
        omsSkuCode: row.store_sku_code,
        name: pickText(locale, row.title_en, row.title_zh),
        color: pickText(locale, row.color_name_en, row.color_name_zh),
        size: row.size_label,
        image: row.image,
        localized: Object.fromEntries(
          LOCALES.map((each) => [
            each,
            {
              name: pickText(each, row.title_en, row.title_zh),
              color: pickText(each, row.color_name_en, row.color_name_zh),
            },
          ]),
        ) as Record<Locale, LineText>,
      },
    ]),
  );
}
