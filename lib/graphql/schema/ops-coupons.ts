/**
 * The operations console's coupons (issue 17 item 3: "promotions and coupons (create, pause, see
 * uses)"; ADR 0046 "Promotions and coupons", ADR 0048): the promotion codes and member coupon
 * templates with their uses; one coupon with the orders that took it; create, refused with one
 * userError per fault of the loyalty domain's `couponFaults` and nothing written; pause and
 * resume. Every field asks for `aftersales:manage` (shoppers, visitors and content editors are
 * refused); every change writes its audit row in its transaction (lib/domain/operations/coupons.ts,
 * the command line's own calls). Coupons show only in the cart and checkout, which are never
 * cached, so a change revalidates no page.
 */
import { COUPON_BENEFIT_KINDS, COUPON_KINDS } from "@/lib/domain/loyalty/constants";
import {
  COUPON_MESSAGES,
  couponUses,
  createCouponAudited,
  listCoupons,
  setCouponStatusAudited,
  type CouponUse,
  type OpsCouponRow,
} from "@/lib/domain/operations/coupons";
import { builder } from "../builder";
import { Money, money, UserError, type UserErrorShape } from "./common";
import { AFTERSALES_MANAGE } from "./ops-common";
import { OpsActiveFlag, OpsPromotionTarget } from "./ops-promotions";

const OpsCouponKind = builder.enumType("OpsCouponKind", {
  values: COUPON_KINDS,
  description: "PROMOTION_CODE: typed by anyone at checkout; PROMOTION_COUPON: a member's own.",
});
const OpsCouponBenefit = builder.enumType("OpsCouponBenefit", {
  values: COUPON_BENEFIT_KINDS,
  description: "AMOUNT_OFF: benefitValue cents off; PERCENT_OFF: benefitValue whole percent off.",
});

const OpsCouponUse = builder.objectRef<CouponUse>("OpsCouponUse").implement({
  description: "An order that took the coupon.",
  fields: (t) => ({
    orderCode: t.exposeString("orderCode"),
    orderStatus: t.exposeString("orderStatus"),
    orderTime: t.field({ type: "DateTime", resolve: (u) => u.orderTime }),
    email: t.exposeString("email"),
    couponAmount: t.field({
      type: Money,
      description: "What the coupon took off, as priced when the order was placed.",
      resolve: (u) => money(u.couponAmount),
    }),
    released: t.exposeBoolean("released", {
      description: "Cancelled: the coupon was given back.",
    }),
  }),
});

const OpsCoupon = builder.objectRef<OpsCouponRow>("OpsCoupon").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    kind: t.exposeString("kind", { description: "PROMOTION_CODE or PROMOTION_COUPON (members')." }),
    nameEn: t.exposeString("nameEn"),
    nameZh: t.exposeString("nameZh"),
    benefitKind: t.field({ type: OpsCouponBenefit, resolve: (c) => c.benefitKind }),
    benefitValue: t.exposeInt("benefitValue", {
      description: "Cents for AMOUNT_OFF, a whole percent for PERCENT_OFF.",
    }),
    threshold: t.field({
      type: Money,
      description: "What the targeted lines must come to after promotions.",
      resolve: (c) => money(c.thresholdCents),
    }),
    targetKind: t.field({ type: OpsPromotionTarget, resolve: (c) => c.targetKind }),
    targetCodes: t.exposeStringList("targetCodes"),
    status: t.field({ type: OpsActiveFlag, resolve: (c) => c.status }),
    beginsAt: t.field({ type: "DateTime", nullable: true, resolve: (c) => c.beginsAt }),
    endsAt: t.field({ type: "DateTime", nullable: true, resolve: (c) => c.endsAt }),
    usageLimit: t.exposeInt("usageLimit", { nullable: true }),
    uses: t.exposeInt("uses"),
    issued: t.exposeInt("issued", { description: "Member coupons handed out (0 for codes)." }),
    orders: t.field({
      type: [OpsCouponUse],
      description: "The orders that took it, newest first (at most 100), cancelled ones marked.",
      resolve: async (c, _args, ctx) => (await couponUses(ctx.db, c.code)) ?? [],
    }),
  }),
});

builder.queryField("opsCoupons", (t) =>
  t.field({
    type: [OpsCoupon],
    description: "Every promotion code and member coupon, with its uses (aftersales:manage).",
    resolve: async (_root, _args, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      return listCoupons(ctx.db);
    },
  }),
);

builder.queryField("opsCoupon", (t) =>
  t.field({
    type: OpsCoupon,
    nullable: true,
    description: "One coupon by code with the orders that took it (aftersales:manage).",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      await ctx.requireOperator(AFTERSALES_MANAGE);
      const [coupon] = await listCoupons(ctx.db, code.trim().toUpperCase());
      return coupon ?? null;
    },
  }),
);

const OpsCouponInput = builder.inputType("OpsCouponInput", {
  fields: (t) => ({
    code: t.string({ required: true, description: "Stored upper case." }),
    kind: t.field({ type: OpsCouponKind, required: true }),
    nameEn: t.string({ required: true }),
    nameZh: t.string({ required: true }),
    descriptionEn: t.string(),
    descriptionZh: t.string(),
    benefitKind: t.field({ type: OpsCouponBenefit, required: true }),
    benefitValue: t.int({ required: true, description: "Cents, or a whole percent." }),
    thresholdCents: t.int({ description: "Minimum spend of the targeted lines; default 0." }),
    targetKind: t.field({ type: OpsPromotionTarget, required: true }),
    targetCodes: t.stringList(),
    beginsAt: t.field({ type: "DateTime" }),
    endsAt: t.field({ type: "DateTime" }),
    usageLimit: t.int({ description: "Promotion codes only; none: unlimited." }),
    active: t.boolean({ description: "false: created paused. Default true." }),
  }),
});

const OpsCouponChange = builder
  .objectRef<{ coupon: OpsCouponRow | null; userErrors: UserErrorShape[] }>("OpsCouponChange")
  .implement({
    fields: (t) => ({
      coupon: t.field({ type: OpsCoupon, nullable: true, resolve: (c) => c.coupon }),
      userErrors: t.field({ type: [UserError], resolve: (c) => c.userErrors }),
    }),
  });

const refusal = (code: string, field: string | null): UserErrorShape => ({
  code,
  message: COUPON_MESSAGES[code] ?? code,
  field,
});

builder.mutationField("opsCouponCreate", (t) =>
  t.field({
    type: OpsCouponChange,
    description:
      "Creates a promotion code or member coupon template (aftersales:manage); a draft at " +
      "fault (couponFaults) is refused with one userError per fault and nothing is written.",
    args: { input: t.arg({ type: OpsCouponInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      const result = await createCouponAudited(
        ctx.db,
        operator,
        {
          code: input.code,
          kind: input.kind,
          nameEn: input.nameEn,
          nameZh: input.nameZh,
          descriptionEn: input.descriptionEn ?? "",
          descriptionZh: input.descriptionZh ?? "",
          benefitKind: input.benefitKind,
          benefitValue: input.benefitValue,
          thresholdCents: input.thresholdCents ?? 0,
          targetKind: input.targetKind,
          targetCodes: input.targetCodes ?? [],
          beginsAt: input.beginsAt ?? null,
          endsAt: input.endsAt ?? null,
          usageLimit: input.usageLimit ?? null,
          active: input.active ?? true,
        },
        ctx.now,
      );
      if (result.ok) return { coupon: result.coupon, userErrors: [] };
      const userErrors = result.faults
        ? result.faults.map((fault) => refusal(fault.code, fault.field))
        : [refusal(result.code, result.field)];
      return { coupon: null, userErrors };
    },
  }),
);

builder.mutationField("opsCouponSetStatus", (t) =>
  t.field({
    type: [UserError],
    description:
      "Pauses (INACTIVE) or resumes (ACTIVE) a promotion code or member coupon " +
      "(aftersales:manage): paused, checkout refuses it. Empty list: done.",
    args: {
      code: t.arg.string({ required: true }),
      status: t.arg({ type: OpsActiveFlag, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(AFTERSALES_MANAGE);
      const result = await setCouponStatusAudited(
        ctx.db,
        operator,
        { code: args.code, status: args.status },
        ctx.now,
      );
      return result.ok ? [] : [refusal(result.code, "code")];
    },
  }),
);
