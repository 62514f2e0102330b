/**
 * The operations console's promotions and coupons (issue 17 item 3: "promotions and coupons
 * (create, pause, see uses)"; docs/adr/0046): the promotions with their uses, the create of a
 * promotion refused with `promotionRuleFaults` (ADR 0041), pause and resume (the coupons are
 * ./ops-coupons.ts). Every field asks for `aftersales:manage`; every change writes its
 * audit row in its transaction and revalidates the pages of the products the promotion targets.
 */
import { PROMOTION_TYPES } from "@/lib/domain/promotions/constants";
import {
  createPromotionAudited,
  listPromotions,
  promotionProductCodes,
  PROMOTION_MESSAGES,
  PROMOTION_TARGET_KINDS,
  setPromotionStatusAudited,
  type OpsPromotionRow,
  type PromotionChange,
} from "@/lib/domain/operations/promotions";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { UserError, type UserErrorShape } from "./common";
import { AFTERSALES_MANAGE } from "./ops-common";

const OpsPromotionType = builder.enumType("OpsPromotionType", { values: PROMOTION_TYPES });
export const OpsPromotionTarget = builder.enumType("OpsPromotionTarget", {
  values: PROMOTION_TARGET_KINDS,
});
export const OpsActiveFlag = builder.enumType("OpsActiveFlag", {
  values: ["ACTIVE", "INACTIVE"] as const,
  description: "ACTIVE: in force (within its window); INACTIVE: paused.",
});

const OpsPromotion = builder.objectRef<OpsPromotionRow>("OpsPromotion").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    code: t.exposeString("code"),
    type: t.field({ type: OpsPromotionType, resolve: (p) => p.type }),
    nameEn: t.exposeString("nameEn"),
    nameZh: t.exposeString("nameZh"),
    status: t.field({ type: OpsActiveFlag, resolve: (p) => p.status }),
    priority: t.exposeInt("priority"),
    beginsAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.beginsAt }),
    endsAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.endsAt }),
    targetKind: t.field({ type: OpsPromotionTarget, resolve: (p) => p.targetKind }),
    targetCodes: t.exposeStringList("targetCodes"),
    ruleJson: t.string({
      description: "The stored rule as JSON.",
      resolve: (p) => JSON.stringify(p.rule),
    }),
    uses: t.exposeInt("uses", { description: "Orders that applied it." }),
  }),
});

builder.queryField("opsPromotions", (t) =>
  t.field({
    type: [OpsPromotion],
    description: "Every promotion by priority, with its uses (aftersales:manage).",
    resolve: async (_root, _args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return listPromotions(ctx.db);
    },
  }),
);

const OpsPromotionChange = builder
  .objectRef<{ promotion: OpsPromotionRow | null; userErrors: UserErrorShape[] }>(
    "OpsPromotionChange",
  )
  .implement({
    fields: (t) => ({
      promotion: t.field({ type: OpsPromotion, nullable: true, resolve: (c) => c.promotion }),
      userErrors: t.field({ type: [UserError], resolve: (c) => c.userErrors }),
    }),
  });

const OpsPromotionInput = builder.inputType("OpsPromotionInput", {
  fields: (t) => ({
    code: t.string({ required: true }),
    type: t.field({ type: OpsPromotionType, required: true }),
    nameEn: t.string({ required: true }),
    nameZh: t.string({ required: true }),
    ruleDescEn: t.string(),
    ruleDescZh: t.string(),
    priority: t.int({ required: true }),
    beginsAt: t.field({ type: "DateTime" }),
    endsAt: t.field({ type: "DateTime" }),
    targetKind: t.field({ type: OpsPromotionTarget, required: true }),
    targetCodes: t.stringList(),
    ruleJson: t.string({ required: true, description: "The type's rule as JSON (ADR 0041)." }),
    active: t.boolean({ description: "false: created paused. Default true." }),
  }),
});

const refusal = (code: string, message?: string, field?: string): UserErrorShape => ({
  code,
  message: message ?? PROMOTION_MESSAGES[code] ?? code,
  field: field ?? null,
});

/** After a commit: the pages showing the promotion drop their cached copy, then the row back. */
async function afterChange(ctx: GraphQLContext, result: PromotionChange) {
  if (!result.ok) {
    const userErrors = result.faults
      ? result.faults.map((f) => refusal(f.code, f.message, f.field))
      : [refusal(result.code, undefined, result.field)];
    return { promotion: null, userErrors };
  }
  const productCodes = await promotionProductCodes(ctx.db, result.promotion.code);
  if (productCodes.length > 0) await ctx.catalogChanged({ kind: "promotion", productCodes });
  const promotion = (await listPromotions(ctx.db)).find((p) => p.code === result.promotion.code);
  return { promotion: promotion ?? null, userErrors: [] };
}

builder.mutationField("opsPromotionCreate", (t) =>
  t.field({
    type: OpsPromotionChange,
    description:
      "Creates a promotion (aftersales:manage); a rule at fault (promotionRuleFaults) is " +
      "refused with one userError per fault, by its code, and nothing is written.",
    args: { input: t.arg({ type: OpsPromotionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      let rule: unknown;
      try {
        rule = JSON.parse(input.ruleJson);
      } catch {
        return {
          promotion: null,
          userErrors: [refusal("PROMOTION_RULE_NOT_JSON", undefined, "ruleJson")],
        };
      }
      const result = await createPromotionAudited(
        ctx.db,
        operator,
        {
          code: input.code.trim().toUpperCase(),
          type: input.type,
          nameEn: input.nameEn,
          nameZh: input.nameZh,
          ruleDescEn: input.ruleDescEn ?? "",
          ruleDescZh: input.ruleDescZh ?? "",
          priority: input.priority,
          beginsAt: input.beginsAt ?? null,
          endsAt: input.endsAt ?? null,
          targetKind: input.targetKind,
          targetCodes: (input.targetCodes ?? []).map((c) => c.trim()).filter(Boolean),
          rule,
          active: input.active ?? true,
        },
        ctx.now,
      );
      return afterChange(ctx, result);
    },
  }),
);

builder.mutationField("opsPromotionSetStatus", (t) =>
  t.field({
    type: OpsPromotionChange,
    description: "Pauses (INACTIVE) or resumes (ACTIVE) a promotion (aftersales:manage).",
    args: {
      code: t.arg.string({ required: true }),
      status: t.arg({ type: OpsActiveFlag, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      const result = await setPromotionStatusAudited(
        ctx.db,
        operator,
        { code: args.code.trim(), status: args.status },
        ctx.now,
      );
      return afterChange(ctx, result);
    },
  }),
);
