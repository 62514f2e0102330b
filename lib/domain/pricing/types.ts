/**
 * The pricing engine's contract: what the cart service hands in (already read from the
 * database and resolved for one caller) and the itemised result it gets back. Pure data,
 * integer HKD cents everywhere (architecture: Money). shopping §3 Calculation input and
 * result, §4 Promotion types, §5 line price and account scopes.
 */
import type { AdditionalServiceType } from "./constants";
import type {
  CouponFreezeStatus,
  CouponKind,
  CouponUseStatus,
} from "@/lib/domain/loyalty/constants";
import type { PromotionAccountScope, PromotionType } from "@/lib/domain/promotions/constants";

/** Who is buying: decides member prices, promotion price scopes, MEMBER promotions, go-dollar. */
export interface PricingCustomer {
  /** GUEST for visitors, MEMBER for members (staff are members). */
  scope: "GUEST" | "MEMBER";
  /** The member's level code (memberInfo.levelCode); null for guests. */
  levelCode: string | null;
}

/** A SKU's price list as stored (shopping §3 SKU skuPrices). */
export interface SkuPriceList {
  listPrice: number;
  /** skuPrices.defaultPrice.price. */
  defaultPrice: number;
  memberPrices: { memberLevelCode: string; price: number }[];
  /** Promotion prices already limited to those in force at `now` by the caller. */
  promotionPrices: {
    accountScope: PromotionAccountScope;
    /** Member level codes; empty means every member (MEMBER scope). */
    levels: string[];
    promotionPrice: number;
  }[];
}

export type LineType = "SALABLE_PRODUCT" | "GIFT" | "ATTACHED_PRODUCT";

/** One purchasable line to price (disabled lines never reach the engine). */
export interface PricingLine {
  lineId: string;
  skuCode: string;
  spuCode: string;
  brandCode: string;
  /** Every category path the product is in, ancestors included ("men/jackets/shell"). */
  categoryPaths: string[];
  quantity: number;
  /** SALABLE_PRODUCT, or ATTACHED_PRODUCT for an add-on ("markup") item. */
  lineType: "SALABLE_PRODUCT" | "ATTACHED_PRODUCT";
  /** For ATTACHED_PRODUCT: the EXCHANGE promotion whose add-on price applies. */
  activityId: string | null;
  prices: SkuPriceList;
}

/** Which lines a promotion or coupon applies to. */
export type PromotionTarget =
  | { kind: "ALL" }
  | { kind: "CATEGORIES"; paths: string[] }
  | { kind: "BRANDS"; codes: string[] }
  | { kind: "PRODUCTS"; spuCodes: string[] };

/** A threshold is either an amount of money (cents) or a number of items. */
export type Threshold = { kind: "AMOUNT"; cents: number } | { kind: "QUANTITY"; items: number };

/**
 * Each promotion type's rule (shopping §4 Promotion types). Tiers are tried from the highest
 * threshold down; the highest tier reached applies.
 */
export type PromotionRule =
  /** Spend a threshold among targeted lines, take a fixed amount off (per tier). */
  | { type: "SATISFY_REDUCE"; tiers: { threshold: Threshold; reduceCents: number }[] }
  /** A fixed amount off each targeted unit (never below zero). */
  | { type: "DIRECT_REDUCE"; reduceCentsPerUnit: number }
  /** Reach a threshold, take a percentage off the targeted lines (per tier). */
  | { type: "SATISFY_DISCOUNT"; tiers: { threshold: Threshold; percentOff: number }[] }
  /** Reach a threshold, receive gifts (GIFT lines at zero). */
  | { type: "PRESENT"; threshold: Threshold; gifts: PromotionGift[] }
  /** Every `size` targeted units together cost `bundlePriceCents`. */
  | { type: "BUNDLE"; size: number; bundlePriceCents: number }
  /** Targeted units sell at a fixed unit price (when lower than their price). */
  | { type: "SPECIFY_PRICE"; unitPriceCents: number }
  /** Reach a threshold, take a fixed amount off the freight. */
  | { type: "FREIGHT_SATISFY_REDUCE"; threshold: Threshold; reduceCents: number }
  /** Reach a threshold, take a percentage off the freight (100 = free). */
  | { type: "FREIGHT_SATISFY_DISCOUNT"; threshold: Threshold; percentOff: number }
  /** Members (of the listed levels, or all when empty) take a percentage off. */
  | { type: "MEMBER"; levels: string[]; percentOff: number }
  /** Buy `buy` targeted units, `free` of them free: the cheapest of the whole set (ADR 0041). */
  | { type: "FULL_FREE"; buy: number; free: number }
  /** Reach a threshold, add-on (exchange) products at their add-cart price. */
  | { type: "EXCHANGE"; threshold: Threshold; exchangeProducts: ExchangeOffer[] };

export interface PromotionGift {
  skuCode: string;
  spuCode: string;
  /** How many the promotion gives. */
  number: number;
  /** The gift SKU's inventory now; the gift quantity is min(number, inventory). */
  inventory: number;
  onShelf: boolean;
}

export interface ExchangeOffer {
  skuCode: string;
  spuCode: string;
  /** The add-on price (addCartPrice) once the threshold is met. */
  addCartPriceCents: number;
  inventory: number;
  onShelf: boolean;
}

export interface Promotion {
  id: string;
  code: string;
  /** Localised by the caller. */
  name: string;
  ruleDesc: string;
  url: string | null;
  type: PromotionType;
  /** Lower numbers go first; one that applies takes its lines from later ones (ADR 0012, 0041). */
  priority: number;
  beginsAt: Date | null;
  endsAt: Date | null;
  /** Only ACTIVE promotions inside their window apply. */
  status: "ACTIVE" | "INACTIVE";
  target: PromotionTarget;
  rule: PromotionRule;
}

/** A coupon the caller asked for, already found and owned-checked by the service. */
export interface CouponInput {
  /** The typed code (PROMOTION_CODE) or the member's coupon id (PROMOTION_COUPON). */
  couponCode: string;
  couponType: CouponKind;
  name: string;
  description: string;
  status: CouponUseStatus;
  freezeStatus: CouponFreezeStatus;
  beginsAt: Date | null;
  endsAt: Date | null;
  /** The spend among targeted lines (after promotions) needed to use it. */
  thresholdCents: number;
  target: PromotionTarget;
  benefit: { kind: "AMOUNT_OFF"; cents: number } | { kind: "PERCENT_OFF"; percentOff: number };
}

export interface AdditionalServiceInput {
  type: AdditionalServiceType;
  /** Price of the service and the promotion taken off it (shopping §3 Additional service). */
  amountCents: number;
  promotionAmountCents: number;
}

export interface ReceiptInput {
  /** ISO country code of the delivery address: HK, MO, CN, AU, SG, ... */
  country: string;
  distributionType: "EXPRESS" | "PICKUP";
}

export interface PricingInput {
  now: Date;
  customer: PricingCustomer;
  lines: PricingLine[];
  promotions: Promotion[];
  coupons: CouponInput[];
  additionalServices: AdditionalServiceInput[];
  /** Null before an address is chosen: freight is then quoted for Hong Kong express. */
  receipt: ReceiptInput | null;
  /** Go-dollar to use, in whole go-dollars (1 go-dollar = 1 HKD), and the member's balance in cents. */
  goDollar: { requested: number; balanceCents: number } | null;
  /** False after a markup error: ATTACHED_PRODUCT lines must not be sent then. */
  markupAllowed: boolean;
}

/** Why a line, coupon or deduction could not be priced: the spec's codes (docs/adr 0012). */
export interface PricingError {
  code: string;
  /** The line, coupon code or deduction it concerns. */
  subject: string;
}

/** What is still missing before an activity applies (the nudges). */
export type Nudge =
  { kind: "AMOUNT"; missingCents: number } | { kind: "QUANTITY"; missingItems: number };

export interface DiscountAllocation {
  /** The promotion id, or "coupon:<code>", or "deduction:GO_DOLLAR". */
  source: string;
  cents: number;
}

export interface PricedLine {
  lineId: string;
  skuCode: string;
  lineType: LineType;
  activityId: string | null;
  quantity: number;
  listPrice: number;
  /** The unit price after member and scoped promotion prices, before activities. */
  unitPrice: number;
  /** The unit price after item-level activities (SPECIFY_PRICE, DIRECT_REDUCE) or add-on price. */
  promoPrice: number;
  /** promoPrice × quantity. */
  lineAmount: number;
  /** Order-level promotion discounts allocated to this line. */
  discount: number;
  /** Coupon discounts allocated to this line. */
  couponDiscount: number;
  /** Go-dollar allocated to this line. */
  deduction: number;
  /** lineAmount − discount − couponDiscount − deduction: what a refund of the whole line returns. */
  payAmount: number;
  allocations: DiscountAllocation[];
  gst: number;
  tax: number;
}

export interface PricedActivity {
  id: string;
  code: string;
  name: string;
  type: PromotionType;
  ruleDesc: string;
  url: string | null;
  /** Whether the threshold is met (always true for types without one). */
  reached: boolean;
  /** What it took off (products or freight), in cents. */
  promoRewardAmount: number;
  /** Line ids this activity covers. */
  lineIds: string[];
  /** GIFT lines this activity gives (only when reached, in stock and on shelf). */
  gifts: { skuCode: string; spuCode: string; quantity: number; number: number }[];
  /** EXCHANGE: add-on offers listed (some stock), and whether they may be added now. */
  exchangeProducts: ExchangeOffer[];
  nudge: Nudge | null;
}

export interface PricedCoupon {
  couponCode: string;
  couponType: CouponKind;
  couponName: string;
  couponDesc: string;
  couponAmount: number;
}

export interface PricedDeduction {
  code: "GO_DOLLAR";
  deductionType: "EXTERNAL_POINT";
  /** Go-dollar spent. */
  cost: number;
  /** Cents taken off. */
  actualAmount: number;
}

/** shopping §3 Calculation result; every amount in cents. */
export interface CalculationResult {
  /** What the customer pays. */
  amount: number;
  /** Sum of unitPrice × quantity over the lines (before activities). */
  productAmount: number;
  /** Activity discounts on products (item-level and order-level). */
  discount: number;
  /** PROMOTION_CODE discounts. */
  coupon: number;
  /** PROMOTION_COUPON discounts (a member's own coupons). */
  voucherDiscount: number;
  /** Freight after freight promotions and free-delivery rules. */
  postage: number;
  /** Freight before freight promotions. */
  postageBeforeDiscount: number;
  tax: number;
  additionalServiceFee: number;
  deductionAmount: number;
  deductions: PricedDeduction[];
  discountCodes: PricedCoupon[];
  items: PricedLine[];
  activities: PricedActivity[];
  /** The free-delivery rule that made postage zero, if any. */
  freeFreightReason: "PICKUP" | "MEMBER_800" | "HK_MO_1000" | "PROMOTION" | null;
  /** What is missing for free delivery, when something is. */
  freeFreightNudge: Nudge | null;
  /** A member's go-dollar: the balance and the most that this order can take; null for guests. */
  goDollar: GoDollarLimit | null;
  errors: PricingError[];
}

export interface GoDollarLimit {
  balanceCents: number;
  /** Whole go-dollars: within the balance and the amount due before any go-dollar. */
  maxUsable: number;
}
