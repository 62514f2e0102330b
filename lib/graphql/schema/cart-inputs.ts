/** The cart's input types (shopping §3 Calculation input; §7 Cart arguments). */
import { ADDITIONAL_SERVICE_TYPES } from "@/lib/domain/pricing/constants";
import { DEFAULT_COUPON_KIND } from "@/lib/domain/loyalty/constants";
import { builder } from "../builder";
import { CartLineTypeEnum, CouponKindEnum } from "./cart-types";

export const CartAddInput = builder.inputType("CartAddInput", {
  fields: (t) => ({
    skuCode: t.string({ required: true }),
    quantity: t.field({ type: "Quantity", required: true }),
    lineType: t.field({ type: CartLineTypeEnum, required: false, defaultValue: "SALABLE_PRODUCT" }),
    activityId: t.string({
      required: false,
      description: "The EXCHANGE activity of an add-on line.",
    }),
  }),
});

export const CartUpdateInput = builder.inputType("CartUpdateInput", {
  fields: (t) => ({
    skuCode: t.string({ required: true }),
    quantity: t.field({ type: "Quantity", required: true }),
    lineId: t.string({ required: false }),
  }),
});

export const CartItemUpdateInput = builder.inputType("CartItemUpdateInput", {
  fields: (t) => ({
    oldSkuCode: t.string({ required: true }),
    newSkuCode: t.string({ required: true }),
    quantity: t.field({ type: "Quantity", required: true }),
  }),
});

export const DiscountCodeInput = builder.inputType("DiscountCodeInput", {
  fields: (t) => ({
    couponCode: t.string({ required: true }),
    couponType: t.field({
      type: CouponKindEnum,
      required: false,
      defaultValue: DEFAULT_COUPON_KIND,
    }),
  }),
});

export const DistributionTypeEnum = builder.enumType("CalculationDistributionType", {
  values: ["EXPRESS", "PICKUP"] as const,
});
export const AdditionalServiceTypeEnum = builder.enumType("AdditionalServiceType", {
  values: ADDITIONAL_SERVICE_TYPES,
});

export const CalculationReceiptInput = builder.inputType("CalculationReceiptInput", {
  fields: (t) => ({
    country: t.string({ required: true, description: "ISO code: HK, MO, CN, AU, SG, ..." }),
    distributionType: t.field({ type: DistributionTypeEnum, required: true }),
  }),
});

export const CalculationServiceInput = builder.inputType("CalculationServiceInput", {
  fields: (t) => ({ type: t.field({ type: AdditionalServiceTypeEnum, required: true }) }),
});

export const PrePayDeductionInput = builder.inputType("PrePayDeductionInput", {
  fields: (t) => ({
    deductionType: t.string({ required: false, defaultValue: "EXTERNAL_POINT" }),
    cost: t.int({ required: true, description: "Whole go-dollars to use (1 go-dollar = HK$1)." }),
  }),
});

export const CartCalculateInput = builder.inputType("CartCalculateInput", {
  fields: (t) => ({
    discountCodes: t.field({ type: [DiscountCodeInput], required: false }),
    cartItems: t.field({
      type: [CartAddInput],
      required: false,
      description: "Omitted: the selected purchasable lines of the caller's cart.",
    }),
    receipt: t.field({ type: CalculationReceiptInput, required: false }),
    additionalServices: t.field({ type: [CalculationServiceInput], required: false }),
    prePayDeductions: t.field({ type: [PrePayDeductionInput], required: false }),
  }),
});

export const ExchangeFilterInput = builder.inputType("ExchangeFilterInput", {
  description: "Attribute codes the client shows on exchange products; products carry all theirs.",
  fields: (t) => ({ attributeCodes: t.stringList({ required: false }) }),
});

export const CartShareInput = builder.inputType("CartShareInput", {
  fields: (t) => ({
    lineIds: t.stringList({ required: false, description: "Omitted: the selected lines." }),
    operatorName: t.string({ required: false }),
  }),
});
