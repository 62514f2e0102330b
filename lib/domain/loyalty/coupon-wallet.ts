/**
 * A member's coupons as "my coupons" lists them (accounts §3 Coupon, §5 "Coupon status filter
 * defaults to UNUSED", §7 coupons; docs/adr/0026): by use state, newest first, paged by a
 * keyset cursor. A coupon still UNUSED after its end reads as OVEREND, as the pricing engine
 * already treats it, so the tabs never disagree with the checkout.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { isUuid } from "@/lib/domain/validation/uuid";
import type { Locale } from "@/lib/domain/locales";
import type { CouponFreezeStatus, CouponKind, CouponUseStatus } from "./constants";

export interface WalletCoupon {
  /** The member's coupon id: what the cart and checkout take as its code. */
  id: string;
  status: CouponUseStatus;
  freezeStatus: CouponFreezeStatus;
  couponType: CouponKind;
  /** The coupon's name in both languages: display configuration is matched on it. */
  names: { en: string; zh: string };
  name: string;
  description: string;
  beginTime: Date | null;
  endTime: Date | null;
  /** Where the next page starts when this is the last coupon shown. */
  cursor: string;
}

export interface WalletPage {
  coupons: WalletCoupon[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

interface WalletRow {
  id: string;
  kind: CouponKind;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  begins_at: Date | string | null;
  ends_at: Date | string | null;
  status: CouponUseStatus;
  freeze_status: CouponFreezeStatus;
  created_at: string;
}

/** A cursor is the last row's creation time (as Postgres printed it) and id. */
function encodeCursor(row: WalletRow): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString("base64url");
}

function decodeCursor(cursor: string | null): { createdAt: string; id: string } | null {
  if (!cursor || cursor.length > 200) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== "string" || !/^\d{4}-\d{2}-\d{2}[ T][\d:.+-]+Z?$/.test(createdAt))
      return null;
    if (typeof id !== "string" || !isUuid(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** The use state as the member sees it at `now`. */
const shownStatus = (now: Date) => sql`case
  when cc.status = 'UNUSED' and coalesce(cc.ends_at, c.ends_at) <= ${now.toISOString()}::timestamptz
    then 'OVEREND' else cc.status end`;

export async function couponWallet(
  db: Pick<Db, "execute">,
  input: {
    customerId: string;
    status: CouponUseStatus;
    first: number;
    after: string | null;
    locale: Locale;
    now: Date;
  },
): Promise<WalletPage> {
  const status = shownStatus(input.now);
  const mine = sql`cc.customer_id = ${input.customerId}::uuid and ${status} = ${input.status}`;
  const after = decodeCursor(input.after);
  const rows = await queryRows<WalletRow>(
    db,
    sql`select cc.id::text as id, c.kind, c.name_en, c.name_zh, c.description_en, c.description_zh,
        coalesce(cc.begins_at, c.begins_at) as begins_at, coalesce(cc.ends_at, c.ends_at) as ends_at,
        ${status} as status, cc.freeze_status, cc.created_at::text as created_at
      from customer_coupons cc join coupons c on c.id = cc.coupon_id
      where ${mine}
        ${after ? sql`and (cc.created_at, cc.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by cc.created_at desc, cc.id desc
      limit ${input.first + 1}`,
  );
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_coupons cc join coupons c on c.id = cc.coupon_id
      where ${mine}`,
  );
  const shown = rows.slice(0, input.first);
  return {
    coupons: shown.map((row) => ({
      id: row.id,
      status: row.status,
      freezeStatus: row.freeze_status,
      couponType: row.kind,
      names: { en: row.name_en, zh: row.name_zh },
      name: pickText(input.locale, row.name_en, row.name_zh),
      description: pickText(input.locale, row.description_en, row.description_zh),
      beginTime: row.begins_at === null ? null : new Date(row.begins_at),
      endTime: row.ends_at === null ? null : new Date(row.ends_at),
      cursor: encodeCursor(row),
    })),
    totalCount: Number(counted?.n ?? 0),
    hasNextPage: rows.length > input.first,
    endCursor: shown.length > 0 ? encodeCursor(shown.at(-1)!) : null,
  };
}
