/**
 * Arrival notices (shopping §2 Product detail: "an arrival-notice sign-up for unavailable items";
 * §7 arrivalNoticeCreate). A shopper leaves an e-mail for a SKU that cannot be bought now; when
 * stock returns, `sendArrivalNotices` writes one e-mail per notice to the outbox and marks the
 * notice notified, in one transaction, with the rows claimed FOR UPDATE SKIP LOCKED, so that
 * several workers, or a retry, never send a notice twice.
 *
 * One pending notice per e-mail and SKU: signing up again while pending changes nothing; after
 * a notice was sent, signing up again re-arms it for the next time stock returns.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { arrivalNotices, inventories, outbox, products, skus } from "@/lib/db/schema";
import { isValidEmail } from "@/lib/domain/validation/email";
import type { Locale } from "@/lib/domain/locales";
import { pickText } from "./localize";
import { queryRows } from "./sql-rows";
import { CATALOG_FAILURE_CODES, type CatalogFailure } from "./types";

export interface ArrivalNoticeInput {
  email: string;
  skuCode: string;
  locale: Locale;
}

const MAX_EMAIL_LENGTH = 254;

export async function arrivalNoticeCreate(
  db: Db,
  input: ArrivalNoticeInput,
  now: Date,
): Promise<{ ok: true; created: boolean } | CatalogFailure> {
  const email = typeof input.email === "string" ? input.email.trim().toLowerCase() : "";
  if (email.length > MAX_EMAIL_LENGTH || !isValidEmail(email)) {
    return { ok: false, code: CATALOG_FAILURE_CODES.INVALID_EMAIL, field: "email" };
  }
  const skuCode = typeof input.skuCode === "string" ? input.skuCode.trim() : "";
  const [sku] = await db
    .select({
      isEnabled: skus.isEnabled,
      available: inventories.available,
      saleStatus: products.saleStatus,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(inventories, eq(inventories.skuId, skus.id))
    .where(eq(skus.code, skuCode.slice(0, 100)))
    .limit(1);
  if (!sku) return { ok: false, code: CATALOG_FAILURE_CODES.UNKNOWN_SKU, field: "skuCode" };
  if (sku.isEnabled && (sku.available ?? 0) > 0 && sku.saleStatus === "ON_SHELF") {
    return { ok: false, code: CATALOG_FAILURE_CODES.IN_STOCK, field: "skuCode" };
  }
  const rows = await db
    .insert(arrivalNotices)
    .values({ email, skuCode, locale: input.locale, createdAt: now })
    .onConflictDoUpdate({
      target: [arrivalNotices.email, arrivalNotices.skuCode],
      set: { notifiedAt: null, createdAt: now, locale: input.locale },
      setWhere: sql`${arrivalNotices.notifiedAt} is not null`,
    })
    .returning({ id: arrivalNotices.id });
  return { ok: true, created: rows.length > 0 };
}

export interface SendArrivalNoticesInput {
  /** Absolute origin for the product link, e.g. "https://shop.example.com". */
  baseUrl: string;
  /** Only these SKUs (the ones whose stock just changed); default every SKU. */
  skuCodes?: readonly string[];
  /** Most notices per call; the job calls again while the result is this size. */
  limit?: number;
}

const TEXTS = {
  en: {
    subject: (title: string) => `Back in stock: ${title}`,
    body: (title: string, option: string, url: string) =>
      `Good news: ${title} (${option}) is back in stock.\n\nShop it now: ${url}\n\nYou received this e-mail because you asked to be told when it returned.`,
  },
  zh: {
    subject: (title: string) => `貨品已到貨：${title}`,
    body: (title: string, option: string, url: string) =>
      `好消息：${title}（${option}）已經到貨。\n\n立即選購：${url}\n\n您收到此電郵，是因為您曾要求在貨品到貨時獲得通知。`,
  },
} as const;

/** Writes due notices to the outbox and marks them notified; returns how many were written. */
export async function sendArrivalNotices(
  db: Db,
  input: SendArrivalNoticesInput,
  now: Date,
): Promise<number> {
  const limit = Math.max(1, Math.min(input.limit ?? 500, 5000));
  const only = input.skuCodes ? [...input.skuCodes] : null;
  if (only && only.length === 0) return 0;
  return db.transaction(async (tx) => {
    const scope = only ? sql`and n.sku_code in ${only}` : sql``;
    const notices = await queryRows<{
      id: number;
      email: string;
      sku_code: string;
      locale: string;
    }>(
      tx,
      sql`with due as (
        select n.id from arrival_notices n
          join skus s on s.code = n.sku_code
          join inventories i on i.sku_id = s.id
          join products p on p.id = s.product_id
        where n.notified_at is null and s.is_enabled and i.available > 0 and p.sale_status = 'ON_SHELF' ${scope}
        order by n.id
        limit ${limit}
        for update of n skip locked
      )
      update arrival_notices n set notified_at = ${now.toISOString()}::timestamptz
      from due where n.id = due.id and n.notified_at is null
      returning n.id, n.email, n.sku_code, n.locale`,
    );
    if (notices.length === 0) return 0;
    const details = await tx
      .select({ sku: skus, product: products })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(inArray(skus.code, [...new Set(notices.map((notice) => notice.sku_code))])));
    const bySku = new Map(details.map((row) => [row.sku.code, row]));
    const origin = input.baseUrl.replace(/\/+$/, "");
    const messages = notices.flatMap((notice) => {
      const row = bySku.get(notice.sku_code);
      if (!row) return [];
      const locale: Locale = notice.locale === "zh" ? "zh" : "en";
      const title = pickText(locale, row.product.titleEn, row.product.titleZh);
      const colour = pickText(locale, row.sku.colorNameEn, row.sku.colorNameZh);
      const option = `${colour} / ${row.sku.sizeLabel}`;
      const url = `${origin}/product/${encodeURIComponent(row.product.code)}`;
      return [
        {
          channel: "email" as const,
          recipient: notice.email,
          subject: TEXTS[locale].subject(title),
          body: TEXTS[locale].body(title, option, url),
          createdAt: now,
        },
      ];
    });
    if (messages.length > 0) await tx.insert(outbox).values(messages);
    return messages.length;
  });
}
