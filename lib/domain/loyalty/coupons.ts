/**
 * Finding the coupons a caller asked for, and listing a member's own (accounts §3 Coupon).
 * Returns them in the pricing engine's shape; the engine decides whether each applies.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { targetOf } from "@/lib/domain/pricing/targets";
import type { CouponInput, PromotionTarget } from "@/lib/domain/pricing/types";
import { isUuid } from "@/lib/domain/validation/uuid";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import type { CouponFreezeStatus, CouponKind, CouponUseStatus } from "./constants";
import type { Locale } from "@/lib/domain/locales";

export interface RequestedCode {
  couponCode: string;
  couponType: CouponKind;
}

interface CouponRow {
  ref: string;
  kind: CouponKind;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  benefit_kind: "AMOUNT_OFF" | "PERCENT_OFF";
  benefit_value: number;
  threshold_cents: number;
  target_kind: PromotionTarget["kind"];
  target_codes: string[];
  begins_at: Date | string | null;
  ends_at: Date | string | null;
  status: CouponUseStatus;
  freeze_status: CouponFreezeStatus;
}

/** Codes longer than this are not codes; refused before any query. */
const MAX_CODE_LENGTH = 64;

function toCouponInput(row: CouponRow, locale: Locale, couponCode: string): CouponInput {
  return {
    couponCode,
    couponType: row.kind,
    name: pickText(locale, row.name_en, row.name_zh),
    description: pickText(locale, row.description_en, row.description_zh),
    status: row.status,
    freezeStatus: row.freeze_status,
    beginsAt: row.begins_at === null ? null : new Date(row.begins_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    thresholdCents: Number(row.threshold_cents),
    target: targetOf(row.target_kind, row.target_codes),
    benefit:
      row.benefit_kind === "AMOUNT_OFF"
        ? { kind: "AMOUNT_OFF", cents: Number(row.benefit_value) }
        : { kind: "PERCENT_OFF", percentOff: Number(row.benefit_value) },
  };
}

const COUPON_COLUMNS = sql`c.kind, c.name_en, c.name_zh, c.description_en, c.description_zh,
  c.benefit_kind, c.benefit_value, c.threshold_cents, c.target_kind, c.target_codes`;

/**
 * The requested codes that exist for this caller, and an error per code that does not. A code
 * typed as a promotion code that is the id of one of the caller's coupons is taken as that coupon,
 * so `cart(couponCodes)` needs no type.
 */
export async function findCoupons(
  db: Pick<Db, "execute">,
  input: { codes: readonly RequestedCode[]; customerId: string | null; locale: Locale },
): Promise<{ coupons: CouponInput[]; errors: { code: string; subject: string }[] }> {
  const coupons: CouponInput[] = [];
  const errors: { code: string; subject: string }[] = [];
  const seen = new Set<string>();
  for (const requested of input.codes) {
    const typed = requested.couponCode.trim();
    if (typed === "" || seen.has(typed.toUpperCase())) continue;
    seen.add(typed.toUpperCase());
    const invalid =
      requested.couponType === "PROMOTION_COUPON"
        ? PRICING_ERROR_CODES.COUPON_INVALID
        : PRICING_ERROR_CODES.PROMO_CODE_INVALID;
    if (typed.length > MAX_CODE_LENGTH) {
      errors.push({ code: invalid, subject: typed.slice(0, MAX_CODE_LENGTH) });
      continue;
    }
    if (isUuid(typed) && input.customerId) {
      const [own] = await queryRows<CouponRow>(
        db,
        sql`select cc.id::text as ref, ${COUPON_COLUMNS}, coalesce(cc.begins_at, c.begins_at) as begins_at,
            coalesce(cc.ends_at, c.ends_at) as ends_at,
            -- A coupon the console paused (coupons.status, ADR 0046) cannot be used meanwhile.
            case when cc.status = 'UNUSED' and c.status <> 'ACTIVE' then 'OVEREND' else cc.status end as status,
            cc.freeze_status
          from customer_coupons cc join coupons c on c.id = cc.coupon_id
          where cc.id = ${typed}::uuid and cc.customer_id = ${input.customerId}::uuid`,
      );
      if (own) {
        coupons.push(toCouponInput(own, input.locale, own.ref));
        continue;
      }
    }
    if (requested.couponType === "PROMOTION_CODE" && !isUuid(typed)) {
      const [code] = await queryRows<CouponRow>(
        db,
        sql`select c.code as ref, ${COUPON_COLUMNS}, c.begins_at, c.ends_at,
            case when c.usage_limit is not null and c.used_count >= c.usage_limit then 'OVEREND'
                 when c.status <> 'ACTIVE' then 'OVEREND' else 'UNUSED' end as status,
            'NORMAL' as freeze_status
          from coupons c where c.code = ${typed.toUpperCase()} and c.kind = 'PROMOTION_CODE'`,
      );
      if (code) {
        coupons.push(toCouponInput(code, input.locale, code.ref));
        continue;
      }
    }
    errors.push({ code: invalid, subject: typed });
  }
  return { coupons, errors };
}

export interface OwnCoupon {
  id: string;
  couponCode: string;
  name: string;
  description: string;
  status: CouponUseStatus;
  freezeStatus: CouponFreezeStatus;
  endTime: Date | null;
}

/** A member's coupons that could be used now: UNUSED and not past their end (accounts §3). */
export async function availableCoupons(
  db: Pick<Db, "execute">,
  customerId: string,
  locale: Locale,
  now: Date,
): Promise<OwnCoupon[]> {
  const rows = await queryRows<CouponRow & { template: string }>(
    db,
    sql`select cc.id::text as ref, c.code as template, ${COUPON_COLUMNS},
        coalesce(cc.begins_at, c.begins_at) as begins_at, coalesce(cc.ends_at, c.ends_at) as ends_at,
        cc.status, cc.freeze_status
      from customer_coupons cc join coupons c on c.id = cc.coupon_id
      where cc.customer_id = ${customerId}::uuid and cc.status = 'UNUSED' and c.status = 'ACTIVE'
        and (coalesce(cc.ends_at, c.ends_at) is null or coalesce(cc.ends_at, c.ends_at) > ${now.toISOString()}::timestamptz)
      order by coalesce(cc.ends_at, c.ends_at) nulls last, cc.id`,
  );
  return rows.map((row) => ({
    id: row.ref,
    couponCode: row.ref,
    name: pickText(locale, row.name_en, row.name_zh),
    description: pickText(locale, row.description_en, row.description_zh),
    status: row.status,
    freezeStatus: row.freeze_status,
    endTime: row.ends_at === null ? null : new Date(row.ends_at),
  }));
}
