/**
 * The console's promotions and coupons (issue 17 item 3: "promotions and coupons (create, pause,
 * see uses)"; docs/adr/0046 "Promotions and coupons"). A promotion is created with the fields the
 * pricing engine reads (in-force.ts) and refused with `promotionRuleFaults` (ADR 0041) before
 * anything is written. Pause and resume flip the `status` flag the engine and checkout already
 * honour (ACTIVE/INACTIVE): a paused promotion is no longer read into any cart, a paused code is
 * no longer taken at checkout (coupons: ./coupons.ts). Each change writes its audit row in its own transaction; the API
 * revalidates the product pages the promotion targets after the commit (`promotionProductCodes`).
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { writeAudit, type AuditActor } from "@/lib/domain/operators/audit";
import type { PromotionType } from "@/lib/domain/promotions/constants";
import { promotionRuleFaults, type PromotionRuleFault } from "@/lib/domain/promotions/rule-faults";

export const PROMOTION_AUDIT = {
  create: "promotion.create",
  status: "promotion.status",
} as const;

/** The console's English text for this file's refusals (rule faults carry their own). */
export const PROMOTION_MESSAGES: Readonly<Record<string, string>> = {
  PROMOTION_CODE_INVALID: "The code must be 2-40 letters, digits, - or _.",
  PROMOTION_NAME_REQUIRED: "Both names are required.",
  PROMOTION_WINDOW_INVALID: "The end must come after the begin.",
  PROMOTION_TARGET_REQUIRED: "Name the categories, brands or products it applies to.",
  PROMOTION_RULE_NOT_JSON: "The rule is not JSON.",
  PROMOTION_CODE_TAKEN: "Another promotion has this code.",
  PROMOTION_NOT_FOUND: "No promotion has this code.",
  PROMOTION_ALREADY_IN_STATUS: "The promotion is already in that state.",
};

export const PROMOTION_TARGET_KINDS = ["ALL", "CATEGORIES", "BRANDS", "PRODUCTS"] as const;
export type PromotionTargetKind = (typeof PROMOTION_TARGET_KINDS)[number];
export type ActiveFlag = "ACTIVE" | "INACTIVE";

export interface OpsPromotionRow {
  id: number;
  code: string;
  type: PromotionType;
  nameEn: string;
  nameZh: string;
  status: ActiveFlag;
  priority: number;
  beginsAt: Date | null;
  endsAt: Date | null;
  targetKind: PromotionTargetKind;
  targetCodes: string[];
  rule: unknown;
  /** Orders whose pricing applied it (orders.pricing.activities, any status). */
  uses: number;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export async function listPromotions(db: Db | Tx): Promise<OpsPromotionRow[]> {
  const rows = await queryRows<{
    id: number;
    code: string;
    type: PromotionType;
    name_en: string;
    name_zh: string;
    status: ActiveFlag;
    priority: number;
    begins_at: Date | string | null;
    ends_at: Date | string | null;
    target_kind: PromotionTargetKind;
    target_codes: string[];
    rule: unknown;
    uses: number;
  }>(
    db,
    // An order records the promotions it applied as {activityId, activityName} in
    // pricing.activities (orders/create.ts); activityId is the promotion's id as a string.
    sql`select p.id, p.code, p.type, p.name_en, p.name_zh, p.status, p.priority, p.begins_at,
        p.ends_at, p.target_kind, p.target_codes, p.rule,
        (select count(*) from orders o
          where o.pricing->'activities' @> jsonb_build_array(jsonb_build_object('activityId', p.id::text)))::int as uses
      from promotions p order by p.priority, p.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    type: row.type,
    nameEn: row.name_en,
    nameZh: row.name_zh,
    status: row.status,
    priority: Number(row.priority),
    beginsAt: asDate(row.begins_at),
    endsAt: asDate(row.ends_at),
    targetKind: row.target_kind,
    targetCodes: row.target_codes,
    rule: row.rule,
    uses: Number(row.uses),
  }));
}

export interface NewPromotion {
  code: string;
  type: PromotionType;
  nameEn: string;
  nameZh: string;
  ruleDescEn: string;
  ruleDescZh: string;
  priority: number;
  beginsAt: Date | null;
  endsAt: Date | null;
  targetKind: PromotionTargetKind;
  targetCodes: string[];
  rule: unknown;
  /** Created paused when false, to be resumed once checked. */
  active: boolean;
}

export type PromotionChange =
  | { ok: true; promotion: { id: number; code: string; status: ActiveFlag } }
  | { ok: false; code: string; field?: string; faults?: PromotionRuleFault[] };

function inputRefusal(input: NewPromotion): { code: string; field: string } | null {
  if (!/^[A-Z0-9][A-Z0-9_-]{1,39}$/.test(input.code))
    return { code: "PROMOTION_CODE_INVALID", field: "code" };
  if (!input.nameEn.trim() || !input.nameZh.trim())
    return { code: "PROMOTION_NAME_REQUIRED", field: "nameEn" };
  if (input.beginsAt && input.endsAt && input.endsAt <= input.beginsAt)
    return { code: "PROMOTION_WINDOW_INVALID", field: "endsAt" };
  if (input.targetKind !== "ALL" && input.targetCodes.length === 0)
    return { code: "PROMOTION_TARGET_REQUIRED", field: "targetCodes" };
  return null;
}

/** Creates a promotion; nothing is written when a field or the rule is at fault. */
export async function createPromotionAudited(
  db: Db,
  actor: AuditActor,
  input: NewPromotion,
  now: Date,
): Promise<PromotionChange> {
  const refusal = inputRefusal(input);
  if (refusal) return { ok: false, ...refusal };
  const faults = promotionRuleFaults({ code: input.code, type: input.type, rule: input.rule });
  if (faults.length > 0)
    return { ok: false, code: faults[0]!.code, field: faults[0]!.field, faults };
  return db.transaction(async (tx) => {
    const status: ActiveFlag = input.active ? "ACTIVE" : "INACTIVE";
    const targetCodes = input.targetKind === "ALL" ? [] : input.targetCodes;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into promotions (code, type, name_en, name_zh, rule_desc_en, rule_desc_zh, status,
          priority, begins_at, ends_at, target_kind, target_codes, rule)
        values (${input.code}, ${input.type}, ${input.nameEn.trim()}, ${input.nameZh.trim()},
          ${input.ruleDescEn.trim()}, ${input.ruleDescZh.trim()}, ${status}, ${input.priority},
          ${input.beginsAt?.toISOString() ?? null}::timestamptz, ${input.endsAt?.toISOString() ?? null}::timestamptz,
          ${input.targetKind}, ${sql.param(targetCodes)}::text[], ${JSON.stringify(input.rule)}::jsonb)
        on conflict (code) do nothing returning id`,
    );
    if (!row) return { ok: false, code: "PROMOTION_CODE_TAKEN", field: "code" };
    await writeAudit(
      tx,
      actor,
      {
        action: PROMOTION_AUDIT.create,
        entityKind: "promotion",
        entityCode: input.code,
        before: null,
        after: {
          type: input.type,
          status,
          priority: input.priority,
          rule: input.rule,
          targetKind: input.targetKind,
          targetCodes,
        },
      },
      now,
    );
    return { ok: true, promotion: { id: Number(row.id), code: input.code, status } };
  });
}

/** Pauses (INACTIVE) or resumes (ACTIVE) a promotion: a guarded update from the other state. */
export async function setPromotionStatusAudited(
  db: Db,
  actor: AuditActor,
  input: { code: string; status: ActiveFlag },
  now: Date,
): Promise<PromotionChange> {
  return db.transaction(async (tx) => {
    const from: ActiveFlag = input.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`update promotions set status = ${input.status} where code = ${input.code} and status = ${from} returning id`,
    );
    if (!row) {
      const [exists] = await queryRows<{ id: number }>(
        tx,
        sql`select id from promotions where code = ${input.code}`,
      );
      return {
        ok: false,
        code: exists ? "PROMOTION_ALREADY_IN_STATUS" : "PROMOTION_NOT_FOUND",
        field: "code",
      };
    }
    await writeAudit(
      tx,
      actor,
      {
        action: PROMOTION_AUDIT.status,
        entityKind: "promotion",
        entityCode: input.code,
        before: { status: from },
        after: { status: input.status },
      },
      now,
    );
    return { ok: true, promotion: { id: Number(row.id), code: input.code, status: input.status } };
  });
}

/** The products whose pages show the promotion (its target), for the rendering cache. */
export async function promotionProductCodes(db: Db | Tx, code: string): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select distinct pr.code from promotions p join products pr on
        p.target_kind = 'ALL'
        or (p.target_kind = 'PRODUCTS' and pr.code = any(p.target_codes))
        or (p.target_kind = 'BRANDS' and pr.brand_code = any(p.target_codes))
        or (p.target_kind = 'CATEGORIES' and exists (select 1 from product_categories c
              where c.product_id = pr.id and c.category_path = any(p.target_codes)))
      where p.code = ${code}`,
  );
  return rows.map((row) => row.code);
}
