/**
 * The cart's API shapes (shopping §3 Cart, Cart line, Cart activity, Calculation result): domain
 * results become these in one place, and cents become Money only here.
 */
import { GraphQLError, Kind } from "graphql";
import type { OwnCoupon } from "@/lib/domain/loyalty/coupons";
import { purchasedUnits } from "@/lib/domain/cart/item-count";
import type {
  CalculationResult,
  ExchangeOffer,
  GoDollarLimit,
  PricedActivity,
  PricedLine,
} from "@/lib/domain/pricing/types";
import { COUPON_KINDS } from "@/lib/domain/loyalty/constants";
import { CART_LINE_TYPES } from "@/lib/domain/cart/constants";
import { PROMOTION_TYPES, EXCHANGE_PRODUCTS_PAGE_SIZE } from "@/lib/domain/promotions/constants";
import { builder } from "../builder";
import { centsToAmount, Money, money, UserError, type UserErrorShape } from "./common";
import { SkuRef, type SkuShape } from "./products";

export const CartLineTypeEnum = builder.enumType("CartLineType", { values: CART_LINE_TYPES });
export const CouponKindEnum = builder.enumType("CouponKind", { values: COUPON_KINDS });
const PromotionTypeEnum = builder.enumType("PromotionType", { values: PROMOTION_TYPES });

/**
 * Quantities arrive untyped so that 0, 2.5, 100 or "two" reach the cart's own check and get the
 * spec's code in the shopper's language, instead of a parse error in English.
 */
builder.scalarType("Quantity", {
  description: "A number of units: a whole number from 1 to 99; anything else is a userError.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
    if (ast.kind === Kind.STRING) return ast.value;
    throw new GraphQLError("Quantity must be a number");
  },
});

export interface CartLineShape {
  lineId: string;
  lineType: (typeof CART_LINE_TYPES)[number];
  activityId: string | null;
  spuCode: string;
  spuTitle: string;
  quantity: number;
  selected: boolean;
  disabled: boolean;
  disabledReason: string | null;
  updateTime: Date;
  promoPrice: number;
  salePrice: number;
  listPrice: number;
  addCartPrice: number | null;
  sku: SkuShape;
}

export const CartLineRef = builder.objectRef<CartLineShape>("CartLine").implement({
  fields: (t) => ({
    lineId: t.exposeString("lineId"),
    lineType: t.field({ type: CartLineTypeEnum, resolve: (l) => l.lineType }),
    activityId: t.string({ nullable: true, resolve: (l) => l.activityId }),
    spuCode: t.exposeString("spuCode"),
    spuTitle: t.exposeString("spuTitle"),
    quantity: t.exposeInt("quantity"),
    selected: t.exposeBoolean("selected"),
    disabled: t.exposeBoolean("disabled"),
    disabledReason: t.string({
      nullable: true,
      description: "UEC11003 out of stock, UEC11004 off shelf, PECERR004 add-on not allowed.",
      resolve: (l) => l.disabledReason,
    }),
    updateTime: t.field({ type: "DateTime", resolve: (l) => l.updateTime }),
    extProps: t.string({
      nullable: true,
      description: "JSON: the add-cart price of an add-on line.",
      resolve: (l) =>
        l.addCartPrice === null
          ? null
          : JSON.stringify({ addCartPrice: centsToAmount(l.addCartPrice) }),
    }),
    promoPrice: t.field({ type: Money, resolve: (l) => money(l.promoPrice) }),
    salePrice: t.field({ type: Money, resolve: (l) => money(l.salePrice) }),
    listPrice: t.field({ type: Money, resolve: (l) => money(l.listPrice) }),
    addCartPrice: t.field({
      type: Money,
      nullable: true,
      resolve: (l) => (l.addCartPrice === null ? null : money(l.addCartPrice)),
    }),
    sku: t.field({ type: SkuRef, resolve: (l) => l.sku }),
  }),
});

export interface GiftShape {
  name: string;
  number: number;
  quantity: number;
  sku: SkuShape;
}

const GiftRef = builder.objectRef<GiftShape>("Gift").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    number: t.exposeInt("number", { description: "How many the activity gives." }),
    quantity: t.exposeInt("quantity", { description: "min(number, the gift SKU's stock)." }),
    sku: t.field({ type: SkuRef, resolve: (g) => g.sku }),
  }),
});

const CartGiftRef = builder.objectRef<GiftShape>("CartGift").implement({
  fields: (t) => ({ gift: t.field({ type: GiftRef, resolve: (g) => g }) }),
});

export interface ExchangeShape {
  offer: ExchangeOffer;
  sku: SkuShape;
}

const ExchangeProductRef = builder.objectRef<ExchangeShape>("ExchangeProduct").implement({
  fields: (t) => ({
    addCartPrice: t.field({ type: Money, resolve: (e) => money(e.offer.addCartPriceCents) }),
    sku: t.field({ type: SkuRef, resolve: (e) => e.sku }),
  }),
});

interface ExchangePage {
  edges: { cursor: string; node: ExchangeShape }[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

const ExchangePageInfo = builder.objectRef<ExchangePage>("ExchangePageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    endCursor: t.string({ nullable: true, resolve: (p) => p.endCursor }),
    totalCount: t.exposeInt("totalCount"),
  }),
});

const ExchangeEdge = builder
  .objectRef<ExchangePage["edges"][number]>("ExchangeProductEdge")
  .implement({
    fields: (t) => ({
      cursor: t.exposeString("cursor"),
      node: t.field({ type: ExchangeProductRef, resolve: (e) => e.node }),
    }),
  });

export const ExchangeConnection = builder
  .objectRef<ExchangePage>("ExchangeProductConnection")
  .implement({
    fields: (t) => ({
      edges: t.field({ type: [ExchangeEdge], resolve: (p) => p.edges }),
      pageInfo: t.field({ type: ExchangePageInfo, resolve: (p) => p }),
    }),
  });

const offsetCursor = (index: number) => Buffer.from(`x:${index}`).toString("base64url");
function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^x:(\d{1,6})$/.exec(Buffer.from(cursor, "base64url").toString());
  return match?.[1] ? Number(match[1]) + 1 : 0;
}

/** One page of exchange products (shopping §9: "Exchange products page 30"). */
export function exchangePage<T = ExchangeShape>(
  all: readonly T[],
  args: { first?: number | null; after?: string | null },
): Omit<ExchangePage, "edges"> & { edges: { cursor: string; node: T }[] } {
  const first = Math.max(
    0,
    Math.min(args.first ?? EXCHANGE_PRODUCTS_PAGE_SIZE, EXCHANGE_PRODUCTS_PAGE_SIZE),
  );
  const from = offsetOf(args.after);
  const edges = all
    .slice(from, from + first)
    .map((node, index) => ({ cursor: offsetCursor(from + index), node }));
  return {
    edges,
    hasNextPage: from + first < all.length,
    endCursor: edges.at(-1)?.cursor ?? null,
    totalCount: all.length,
  };
}

export interface ActivityShape {
  activity: PricedActivity;
  nudge: string | null;
  gifts: GiftShape[];
  exchange: ExchangeShape[];
}

export const CartActivityRef = builder.objectRef<ActivityShape>("CartActivity").implement({
  fields: (t) => ({
    id: t.string({ resolve: (a) => a.activity.id }),
    code: t.string({ resolve: (a) => a.activity.code }),
    name: t.string({ resolve: (a) => a.activity.name }),
    url: t.string({ nullable: true, resolve: (a) => a.activity.url }),
    type: t.field({ type: PromotionTypeEnum, resolve: (a) => a.activity.type }),
    promotionStatus: t.string({
      description:
        "REACHED or NOT_REACHED; EXCHANGE activities say EXCHANGE_REACHED / EXCHANGE_NOT_REACHED.",
      resolve: (a) =>
        `${a.activity.type === "EXCHANGE" ? "EXCHANGE_" : ""}${a.activity.reached ? "REACHED" : "NOT_REACHED"}`,
    }),
    ruleDesc: t.string({ resolve: (a) => a.activity.ruleDesc }),
    reached: t.boolean({ resolve: (a) => a.activity.reached }),
    promoRewardAmount: t.field({
      type: Money,
      resolve: (a) => money(a.activity.promoRewardAmount),
    }),
    lineIds: t.stringList({ resolve: (a) => a.activity.lineIds }),
    nudge: t.string({
      nullable: true,
      description: "What is still missing, in the caller's language.",
      resolve: (a) => a.nudge,
    }),
    gifts: t.field({ type: [CartGiftRef], resolve: (a) => a.gifts }),
    exchangeProducts: t.field({
      type: ExchangeConnection,
      args: {
        first: t.arg.int({ required: false, defaultValue: EXCHANGE_PRODUCTS_PAGE_SIZE }),
        after: t.arg.string({ required: false }),
      },
      resolve: (a, args) => exchangePage(a.exchange, args),
    }),
  }),
});

const CalculationItemRef = builder.objectRef<PricedLine>("CalculationItem").implement({
  fields: (t) => ({
    lineId: t.exposeString("lineId"),
    skuCode: t.exposeString("skuCode"),
    lineType: t.field({ type: CartLineTypeEnum, resolve: (l) => l.lineType }),
    activityId: t.string({ nullable: true, resolve: (l) => l.activityId }),
    quantity: t.exposeInt("quantity"),
    listPrice: t.field({ type: Money, resolve: (l) => money(l.listPrice) }),
    unitPrice: t.field({ type: Money, resolve: (l) => money(l.unitPrice) }),
    promoPrice: t.field({ type: Money, resolve: (l) => money(l.promoPrice) }),
    lineAmount: t.field({ type: Money, resolve: (l) => money(l.lineAmount) }),
    discount: t.field({ type: Money, resolve: (l) => money(l.discount) }),
    couponDiscount: t.field({ type: Money, resolve: (l) => money(l.couponDiscount) }),
    deduction: t.field({ type: Money, resolve: (l) => money(l.deduction) }),
    payAmount: t.field({ type: Money, resolve: (l) => money(l.payAmount) }),
    gst: t.field({ type: Money, resolve: (l) => money(l.gst) }),
    tax: t.field({ type: Money, resolve: (l) => money(l.tax) }),
  }),
});

const DeductionRef = builder
  .objectRef<CalculationResult["deductions"][number] & { name: string }>("CalculationDeduction")
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      name: t.exposeString("name"),
      deductionType: t.exposeString("deductionType"),
      cost: t.exposeInt("cost", { description: "Go-dollar spent." }),
      actualAmount: t.field({ type: Money, resolve: (d) => money(d.actualAmount) }),
    }),
  });

const DiscountCodeRef = builder
  .objectRef<CalculationResult["discountCodes"][number]>("CalculationDiscountCode")
  .implement({
    fields: (t) => ({
      couponCode: t.exposeString("couponCode"),
      couponType: t.field({ type: CouponKindEnum, resolve: (c) => c.couponType }),
      couponName: t.exposeString("couponName"),
      couponDesc: t.exposeString("couponDesc"),
      couponAmount: t.field({ type: Money, resolve: (c) => money(c.couponAmount) }),
    }),
  });

const AvailableCouponRef = builder.objectRef<OwnCoupon>("AvailableCoupon").implement({
  description: "A member's own coupon that could be used now (id is the code to send).",
  fields: (t) => ({
    id: t.exposeString("id"),
    couponCode: t.exposeString("couponCode"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    status: t.exposeString("status"),
    freezeStatus: t.exposeString("freezeStatus"),
    endTime: t.field({ type: "DateTime", nullable: true, resolve: (c) => c.endTime }),
  }),
});

const GoDollarLimitRef = builder.objectRef<GoDollarLimit>("CalculationGoDollar").implement({
  description: "A member's go-dollar beside the amount field (shopping §2 Checkout go-dollar use).",
  fields: (t) => ({
    balance: t.field({ type: Money, resolve: (g) => money(g.balanceCents) }),
    maxUsable: t.exposeInt("maxUsable", {
      description: "Whole go-dollars this order can take: within the balance and the amount due.",
    }),
  }),
});

export interface CalculationShape {
  result: CalculationResult;
  markupNotAllow: boolean;
  activities: ActivityShape[];
  availableCoupons: OwnCoupon[];
  freeFreightNudge: string | null;
  goDollarName: string;
  userErrors: UserErrorShape[];
}

export const CalculationRef = builder.objectRef<CalculationShape>("CartCalculation").implement({
  description: "shopping §3 Calculation result. Amounts are recomputed on the server every time.",
  fields: (t) => {
    const amount = (pick: (r: CalculationResult) => number) =>
      t.field({ type: Money, resolve: (c: CalculationShape) => money(pick(c.result)) });
    return {
      amount: amount((r) => r.amount),
      productAmount: amount((r) => r.productAmount),
      discount: amount((r) => r.discount),
      coupon: amount((r) => r.coupon),
      voucherDiscount: amount((r) => r.voucherDiscount),
      postage: amount((r) => r.postage),
      tax: amount((r) => r.tax),
      additionalServiceFee: amount((r) => r.additionalServiceFee),
      deductionAmount: amount((r) => r.deductionAmount),
      itemCount: t.int({
        description: "Purchasable units priced (gifts not counted).",
        resolve: (c) => purchasedUnits(c.result.items),
      }),
      freeFreightNudge: t.string({ nullable: true, resolve: (c) => c.freeFreightNudge }),
      markupNotAllow: t.exposeBoolean("markupNotAllow"),
      goDollar: t.field({
        type: GoDollarLimitRef,
        nullable: true,
        description: "Null for guests.",
        resolve: (c) => c.result.goDollar,
      }),
      deductions: t.field({
        type: [DeductionRef],
        resolve: (c) => c.result.deductions.map((d) => ({ ...d, name: c.goDollarName })),
      }),
      discountCodes: t.field({ type: [DiscountCodeRef], resolve: (c) => c.result.discountCodes }),
      items: t.field({ type: [CalculationItemRef], resolve: (c) => c.result.items }),
      activities: t.field({ type: [CartActivityRef], resolve: (c) => c.activities }),
      availableCoupons: t.field({ type: [AvailableCouponRef], resolve: (c) => c.availableCoupons }),
      userErrors: t.field({ type: [UserError], resolve: (c) => c.userErrors }),
    };
  },
});

/** The cart with its lines partitioned and priced. */
export interface PricedCartShape {
  ableCartItems: CartLineShape[];
  disableCartItems: CartLineShape[];
  totalQuantity: number;
  markupNotAllow: boolean;
  calculation: CalculationShape;
}

/**
 * A cart read on demand: the header badge asks for `totalQuantity` alone and prices nothing;
 * any other field prices the cart once for the whole response.
 */
export interface CartShape {
  totalQuantity(): Promise<number>;
  priced(): Promise<PricedCartShape>;
}

export const CartRef = builder.objectRef<CartShape>("Cart").implement({
  fields: (t) => ({
    ableCartItems: t.field({
      type: [CartLineRef],
      resolve: async (c) => (await c.priced()).ableCartItems,
    }),
    disableCartItems: t.field({
      type: [CartLineRef],
      resolve: async (c) => (await c.priced()).disableCartItems,
    }),
    activities: t.field({
      type: [CartActivityRef],
      resolve: async (c) => (await c.priced()).calculation.activities,
    }),
    totalQuantity: t.int({
      description: "Units over every line: the header badge.",
      resolve: (c) => c.totalQuantity(),
    }),
    markupNotAllow: t.boolean({ resolve: async (c) => (await c.priced()).markupNotAllow }),
    calculation: t.field({
      type: CalculationRef,
      resolve: async (c) => (await c.priced()).calculation,
    }),
  }),
});
