/**
 * The console's coupons (issue 17 item 3: "promotions and coupons (create, pause, see uses)";
 * ADR 0046 "Promotions and coupons", ADR 0048): the promotion codes and member coupon templates
 * with their uses; create, refused by the loyalty domain's `couponFaults` (the seed's own check)
 * before anything is written; pause and resume on the `status` flag checkout and the pricing
 * already honour (loyalty/coupons.ts, orders/create.ts); and a coupon's uses, the orders that
 * took it. Each change writes its audit row in its own transaction. The API and the command line
 * (scripts/ops.ts) call these same functions.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { jsonColumn, queryRows } from "@/lib/domain/catalog/sql-rows";
import { writeAudit, type AuditActor } from "@/lib/domain/operators/audit";
import {
  couponFaults,
  type CouponDraft,
  type CouponFault,
} from "@/lib/domain/loyalty/coupon-rules";
import {
  COUPON_USES_LIMIT,
  type CouponBenefitKind,
  type CouponKind,
  type CouponTargetKind,
} from "@/lib/domain/loyalty/constants";
import type { OrderStatus } from "@/lib/domain/orders/constants";
import type { ActiveFlag } from "./promotions";

export const COUPON_AUDIT = {
  create: "coupon.create",
  status: "coupon.status",
} as const;

/** The console's English text for every coupon refusal (the console is English only, ADR 0046). */
export const COUPON_MESSAGES: Readonly<Record<string, string>> = {
  COUPON_CODE_INVALID: "The code must be 3-32 letters, digits, - or _.",
  COUPON_KIND_UNKNOWN: "Choose a promotion code or a member coupon.",
  COUPON_NAME_REQUIRED: "Both names are required.",
  COUPON_TEXT_TOO_LONG: "Names and descriptions are at most 200 characters.",
  COUPON_BENEFIT_KIND_UNKNOWN: "Choose an amount off or a percent off.",
  COUPON_AMOUNT_INVALID: "The amount off must be HK$0.01 to HK$5,000.",
  COUPON_PERCENT_INVALID: "The percent off must be a whole number from 1 to 90.",
  COUPON_THRESHOLD_INVALID: "The minimum spend must be HK$0 or more.",
  COUPON_AMOUNT_ABOVE_THRESHOLD: "The amount off is more than the minimum spend.",
  COUPON_TARGET_UNKNOWN: "Choose what the coupon applies to.",
  COUPON_TARGET_REQUIRED: "Name the categories, brands or products it applies to.",
  COUPON_WINDOW_INVALID: "The end must come after the begin.",
  COUPON_LIMIT_INVALID: "The usage limit must be a whole number from 1 to 1,000,000.",
  COUPON_LIMIT_CODES_ONLY:
    "Only a promotion code has a usage limit; each member coupon is used once.",
  COUPON_CODE_TAKEN: "Another coupon has this code.",
  COUPON_NOT_FOUND: "No coupon has this code.",
  COUPON_ALREADY_IN_STATUS: "The coupon is already in that state.",
};

export interface OpsCouponRow {
  id: number;
  code: string;
  kind: CouponKind;
  nameEn: string;
  nameZh: string;
  benefitKind: CouponBenefitKind;
  benefitValue: number;
  thresholdCents: number;
  targetKind: CouponTargetKind;
  targetCodes: string[];
  status: ActiveFlag;
  beginsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  /** Promotion codes: times taken by an order; member coupons: members' coupons USED. */
  uses: number;
  /** Member coupons: how many members hold one. */
  issued: number;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

type CouponRowRaw = {
  id: number;
  code: string;
  kind: CouponKind;
  name_en: string;
  name_zh: string;
  benefit_kind: CouponBenefitKind;
  benefit_value: number;
  threshold_cents: number;
  target_kind: CouponTargetKind;
  target_codes: string[];
  status: ActiveFlag;
  begins_at: Date | string | null;
  ends_at: Date | string | null;
  usage_limit: number | null;
  uses: number;
  issued: number;
};

function toRow(row: CouponRowRaw): OpsCouponRow {
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    nameEn: row.name_en,
    nameZh: row.name_zh,
    benefitKind: row.benefit_kind,
    benefitValue: Number(row.benefit_value),
    thresholdCents: Number(row.threshold_cents),
    targetKind: row.target_kind,
    targetCodes: row.target_codes,
    status: row.status,
    beginsAt: asDate(row.begins_at),
    endsAt: asDate(row.ends_at),
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    uses: Number(row.uses),
    issued: Number(row.issued),
  };
}

/** Every coupon (or the one with `code`), by kind then code, with its uses. */
export async function listCoupons(db: Db | Tx, code?: string): Promise<OpsCouponRow[]> {
  const rows = await queryRows<CouponRowRaw>(
    db,
    sql`select c.id, c.code, c.kind, c.name_en, c.name_zh, c.benefit_kind, c.benefit_value,
        c.threshold_cents, c.target_kind, c.target_codes, c.status, c.begins_at, c.ends_at, c.usage_limit,
        case when c.kind = 'PROMOTION_CODE' then c.used_count
          else (select count(*) from customer_coupons cc where cc.coupon_id = c.id and cc.status = 'USED') end::int as uses,
        (select count(*) from customer_coupons cc where cc.coupon_id = c.id)::int as issued
      from coupons c ${code === undefined ? sql`` : sql`where c.code = ${code}`}
      order by c.kind, c.code`,
  );
  return rows.map(toRow);
}

export type CouponChange =
  | { ok: true; coupon: OpsCouponRow }
  | { ok: false; code: string; field: string; faults?: CouponFault[] };

/**
 * Creates a coupon (ACTIVE, or paused when `active` is false); every fault of the draft is
 * answered and nothing is written; a code already taken is refused under the unique index.
 */
export async function createCouponAudited(
  db: Db,
  actor: AuditActor,
  input: CouponDraft & { active: boolean },
  now: Date,
): Promise<CouponChange> {
  const draft: CouponDraft = {
    ...input,
    code: input.code.trim().toUpperCase(),
    nameEn: input.nameEn.trim(),
    nameZh: input.nameZh.trim(),
    descriptionEn: input.descriptionEn.trim(),
    descriptionZh: input.descriptionZh.trim(),
    targetCodes:
      input.targetKind === "ALL"
        ? []
        : [...new Set(input.targetCodes.map((code) => code.trim()).filter(Boolean))],
  };
  const faults = couponFaults(draft);
  if (faults.length > 0)
    return { ok: false, code: faults[0]!.code, field: faults[0]!.field, faults };
  const status: ActiveFlag = input.active ? "ACTIVE" : "INACTIVE";
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into coupons (code, kind, name_en, name_zh, description_en, description_zh,
          benefit_kind, benefit_value, threshold_cents, target_kind, target_codes, begins_at, ends_at,
          usage_limit, used_count, status)
        values (${draft.code}, ${draft.kind}, ${draft.nameEn}, ${draft.nameZh}, ${draft.descriptionEn},
          ${draft.descriptionZh}, ${draft.benefitKind}, ${draft.benefitValue}, ${draft.thresholdCents},
          ${draft.targetKind}, ${sql.param([...draft.targetCodes])}::text[],
          ${draft.beginsAt?.toISOString() ?? null}::timestamptz, ${draft.endsAt?.toISOString() ?? null}::timestamptz,
          ${draft.usageLimit}, 0, ${status})
        on conflict (code) do nothing returning id`,
    );
    if (!row) return { ok: false as const, code: "COUPON_CODE_TAKEN", field: "code" };
    await writeAudit(
      tx,
      actor,
      {
        action: COUPON_AUDIT.create,
        entityKind: "coupon",
        entityCode: draft.code,
        before: null,
        after: {
          kind: draft.kind,
          status,
          benefitKind: draft.benefitKind,
          benefitValue: draft.benefitValue,
          thresholdCents: draft.thresholdCents,
          targetKind: draft.targetKind,
          targetCodes: draft.targetCodes,
          beginsAt: draft.beginsAt?.toISOString() ?? null,
          endsAt: draft.endsAt?.toISOString() ?? null,
          usageLimit: draft.usageLimit,
        },
      },
      now,
    );
    const [coupon] = await listCoupons(tx, draft.code);
    return { ok: true as const, coupon: coupon! };
  });
}

/** Pauses or resumes a coupon (a code or a member coupon template): guarded, audited. */
export async function setCouponStatusAudited(
  db: Db,
  actor: AuditActor,
  input: { code: string; status: ActiveFlag },
  now: Date,
): Promise<{ ok: true } | { ok: false; code: string }> {
  const code = input.code.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const from: ActiveFlag = input.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`update coupons set status = ${input.status} where code = ${code} and status = ${from} returning id`,
    );
    if (!row) {
      const [exists] = await queryRows<{ id: number }>(
        tx,
        sql`select id from coupons where code = ${code}`,
      );
      return { ok: false, code: exists ? "COUPON_ALREADY_IN_STATUS" : "COUPON_NOT_FOUND" };
    }
    await writeAudit(
      tx,
      actor,
      {
        action: COUPON_AUDIT.status,
        entityKind: "coupon",
        entityCode: code,
        before: { status: from },
        after: { status: input.status },
      },
      now,
    );
    return { ok: true };
  });
}

export interface CouponUse {
  orderCode: string;
  orderStatus: OrderStatus;
  orderTime: Date;
  email: string;
  /** Cents the coupon took off the order, as priced when it was placed. */
  couponAmount: number;
  /** The order was cancelled and gave the coupon back (its reservation released). */
  released: boolean;
}

/**
 * The orders that took the coupon, newest first (at most COUPON_USES_LIMIT): a promotion code's
 * PROMO_CODE reservations, a member coupon's MEMBER_COUPON reservations of any member's copy
 * (orders/create.ts writes one per coupon taken). Cancelled orders are kept, marked released.
 * Null when no coupon has the code.
 */
export async function couponUses(db: Db | Tx, code: string): Promise<CouponUse[] | null> {
  const [coupon] = await queryRows<{ id: number; code: string; kind: CouponKind }>(
    db,
    sql`select id, code, kind from coupons where code = ${code.trim().toUpperCase()}`,
  );
  if (!coupon) return null;
  const rows = await queryRows<{
    ref: string;
    code: string;
    status: OrderStatus;
    order_time: string | Date;
    email: string;
    discount_codes: unknown;
    released_at: string | Date | null;
  }>(
    db,
    sql`select r.ref, o.code, o.status, o.order_time, o.email,
        o.pricing->'discountCodes' as discount_codes, r.released_at
      from order_reservations r join orders o on o.id = r.order_id
      where ${
        coupon.kind === "PROMOTION_CODE"
          ? sql`r.kind = 'PROMO_CODE' and r.ref = ${String(coupon.id)}`
          : sql`r.kind = 'MEMBER_COUPON' and r.ref in
              (select cc.id::text from customer_coupons cc where cc.coupon_id = ${coupon.id})`
      }
      order by o.order_time desc, o.id desc limit ${COUPON_USES_LIMIT}`,
  );
  return rows.map((row) => {
    // A code is priced under its own code, a member's coupon under its customer coupon's id.
    const priced = coupon.kind === "PROMOTION_CODE" ? coupon.code : row.ref;
    const applied = (
      jsonColumn<{ couponCode: string; couponAmount: number }[] | null>(row.discount_codes) ?? []
    ).find((each) => each.couponCode.toUpperCase() === priced.toUpperCase());
    return {
      orderCode: row.code,
      orderStatus: row.status,
      orderTime: new Date(row.order_time),
      email: row.email,
      couponAmount: Number(applied?.couponAmount ?? 0),
      released: row.released_at !== null,
    };
  });
}
