/**
 * Cart operations (shopping §7 Cart, §3 Cart, Cart line, Cart activity, Calculation input and
 * result, Cart share, Additional service) with their result types. Where the spec writes
 * "a / b", the operation is named a and its root field is b (architecture: API contract).
 */
import { defineOperation, type UserErrorData } from "./define";
import type { MoneyData, ProductImageData, SkuData } from "./products";

export type CartLineType = "SALABLE_PRODUCT" | "GIFT" | "ATTACHED_PRODUCT";
export type CouponKind = "PROMOTION_CODE" | "PROMOTION_COUPON";

export interface CartProductData {
  code: string;
  title: string;
  style: string;
  onShelves: boolean;
  brandList: { code: string; name: string }[];
  images: ProductImageData[];
}

export interface CartSkuData extends SkuData {
  product: CartProductData | null;
}

export interface CartLineData {
  lineId: string;
  lineType: CartLineType;
  activityId: string | null;
  spuCode: string;
  spuTitle: string;
  quantity: number;
  selected: boolean;
  disabled: boolean;
  /** Why a line is disabled: UEC11003 out of stock, UEC11004 off shelf, UEC11012 over the limit, a markup code. */
  disabledReason: string | null;
  updateTime: string;
  /** The unit price after this customer's prices and item promotions (an add-on's add-cart price). */
  promoPrice: MoneyData;
  /** The unit price for this customer before activities. */
  salePrice: MoneyData;
  listPrice: MoneyData;
  addCartPrice: MoneyData | null;
  sku: CartSkuData;
}

export interface ExchangeProductData {
  addCartPrice: MoneyData;
  sku: CartSkuData;
}

export interface CartActivityData {
  id: string;
  code: string;
  name: string;
  url: string | null;
  type: string;
  promotionStatus: string;
  ruleDesc: string;
  reached: boolean;
  promoRewardAmount: MoneyData;
  lineIds: string[];
  /** What is still missing, in the shopper's language ("HK$120.00 more for a free gift"). */
  nudge: string | null;
  gifts: { gift: { name: string; number: number; quantity: number; sku: CartSkuData } }[];
  exchangeProducts: {
    edges: { cursor: string; node: ExchangeProductData }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null; totalCount: number };
  };
}

export interface CalculationItemData {
  lineId: string;
  skuCode: string;
  lineType: CartLineType;
  quantity: number;
  unitPrice: MoneyData;
  promoPrice: MoneyData;
  lineAmount: MoneyData;
  discount: MoneyData;
  couponDiscount: MoneyData;
  deduction: MoneyData;
  payAmount: MoneyData;
}

export interface AvailableCouponData {
  id: string;
  couponCode: string;
  name: string;
  description: string;
  status: string;
  freezeStatus: string;
  endTime: string | null;
}

export interface CalculationData {
  amount: MoneyData;
  productAmount: MoneyData;
  discount: MoneyData;
  coupon: MoneyData;
  voucherDiscount: MoneyData;
  postage: MoneyData;
  tax: MoneyData;
  additionalServiceFee: MoneyData;
  deductionAmount: MoneyData;
  /** Selected purchasable units (gifts not counted). */
  itemCount: number;
  freeFreightNudge: string | null;
  markupNotAllow: boolean;
  deductions: {
    code: string;
    name: string;
    cost: number;
    actualAmount: MoneyData;
    deductionType: string;
  }[];
  discountCodes: {
    couponCode: string;
    couponType: CouponKind;
    couponName: string;
    couponDesc: string;
    couponAmount: MoneyData;
  }[];
  items: CalculationItemData[];
  activities: CartActivityData[];
  availableCoupons: AvailableCouponData[];
  /** A member's balance and the most this order can take; null for guests. */
  goDollar: { balance: MoneyData; maxUsable: number } | null;
  userErrors: UserErrorData[];
}

/** The cart's own calculation: its activities are the cart's `activities`, not repeated here. */
export type CartCalculationData = Omit<CalculationData, "activities" | "goDollar">;

export interface CartData {
  ableCartItems: CartLineData[];
  disableCartItems: CartLineData[];
  activities: CartActivityData[];
  /** Units over every stored line (the header badge). */
  totalQuantity: number;
  markupNotAllow: boolean;
  calculation: CartCalculationData;
}

const MONEY = "{ amount currencyCode }";
const IMAGE = "url type sort width height colorCode";
const CART_SKU = `code isEnabled inventory stockDisplay listPrice ${MONEY} salePrice ${MONEY}
  options { color { code name rgb baseColor } size { label code } shoeWidth }
  product { code title style onShelves brandList { code name } images(types: [MAINIMAGE]) { ${IMAGE} } }`;
const LINE = `lineId lineType activityId spuCode spuTitle quantity selected disabled disabledReason updateTime
  promoPrice ${MONEY} salePrice ${MONEY} listPrice ${MONEY} addCartPrice ${MONEY} sku { ${CART_SKU} }`;
const ACTIVITY = `id code name url type promotionStatus ruleDesc reached promoRewardAmount ${MONEY} lineIds nudge
  gifts { gift { name number quantity sku { ${CART_SKU} } } }
  exchangeProducts(first: $exchangeFirst, after: $exchangeAfter) {
    edges { cursor node { addCartPrice ${MONEY} sku { ${CART_SKU} } } }
    pageInfo { hasNextPage endCursor totalCount } }`;
const TOTALS = `amount ${MONEY} productAmount ${MONEY} discount ${MONEY} coupon ${MONEY}
  voucherDiscount ${MONEY} postage ${MONEY} tax ${MONEY} additionalServiceFee ${MONEY}
  deductionAmount ${MONEY} itemCount freeFreightNudge markupNotAllow
  deductions { code name cost actualAmount ${MONEY} deductionType }
  discountCodes { couponCode couponType couponName couponDesc couponAmount ${MONEY} }
  items { lineId skuCode lineType quantity unitPrice ${MONEY} promoPrice ${MONEY} lineAmount ${MONEY}
    discount ${MONEY} couponDiscount ${MONEY} deduction ${MONEY} payAmount ${MONEY} }
  availableCoupons { id couponCode name description status freezeStatus endTime }
  userErrors { code message field }`;
const CALCULATION = `${TOTALS} goDollar { balance ${MONEY} maxUsable } activities { ${ACTIVITY} }`;
const CART = `ableCartItems { ${LINE} } disableCartItems { ${LINE} } activities { ${ACTIVITY} }
  totalQuantity markupNotAllow calculation { ${TOTALS} }`;
const EXCHANGE_ARGS = "$exchangeFirst: Int = 30, $exchangeAfter: String";

export interface ExchangePageVariables {
  exchangeFirst?: number;
  exchangeAfter?: string | null;
}

export interface CartPayloadData {
  cart: CartData | null;
  userErrors: UserErrorData[];
}

/** The cart with its calculation over the selected lines and the given codes. */
export const cart = defineOperation<
  { cart: CartData },
  { couponCodes?: string[] } & ExchangePageVariables
>(
  `query cart($couponCodes: [String!], ${EXCHANGE_ARGS}) { cart(couponCodes: $couponCodes) { ${CART} } }`,
);

export interface MiniCartData {
  ableCartItems: CartLineData[];
  totalQuantity: number;
  /** Only what the drawer shows of each activity: its nudge while it is not reached. */
  activities: Pick<CartActivityData, "id" | "name" | "reached" | "nudge">[];
  calculation: { amount: MoneyData; itemCount: number; freeFreightNudge: string | null };
}

export const miniCart = defineOperation<{ miniCart: MiniCartData }>(
  `query miniCart { miniCart { ableCartItems { ${LINE} } totalQuantity activities { id name reached nudge }
    calculation { amount ${MONEY} itemCount freeFreightNudge } } }`,
);

/** The header badge only: one cheap query. */
export const cartCount = defineOperation<{ cart: { totalQuantity: number } }>(
  `query cartCount { cart { totalQuantity } }`,
);

export interface CartAddInputData {
  skuCode: string;
  quantity: number;
  /** ATTACHED_PRODUCT with activityId adds an add-on item of that EXCHANGE activity. */
  lineType?: "SALABLE_PRODUCT" | "ATTACHED_PRODUCT";
  activityId?: string | null;
}

export const cartAdd = defineOperation<
  { cartAdd: CartPayloadData },
  { input: CartAddInputData[] } & ExchangePageVariables
>(
  `mutation cartAdd($input: [CartAddInput!]!, ${EXCHANGE_ARGS}) { cartAdd(input: $input) { cart { ${CART} } userErrors { code message field } } }`,
);

export const cartUpdate = defineOperation<
  { cartUpdate: CartPayloadData },
  { input: { skuCode: string; quantity: number; lineId?: string | null } } & ExchangePageVariables
>(
  `mutation cartUpdate($input: CartUpdateInput!, ${EXCHANGE_ARGS}) { cartUpdate(input: $input) { cart { ${CART} } userErrors { code message field } } }`,
);

export const cartItemUpdate = defineOperation<
  { cartItemUpdate: CartPayloadData },
  { input: { oldSkuCode: string; newSkuCode: string; quantity: number } } & ExchangePageVariables
>(
  `mutation cartItemUpdate($input: CartItemUpdateInput!, ${EXCHANGE_ARGS}) { cartItemUpdate(input: $input) { cart { ${CART} } userErrors { code message field } } }`,
);

export const cartSelectUpdate = defineOperation<
  { cartSkuStatusUpdate: CartPayloadData },
  { selected: boolean; skuCodes: string[] } & ExchangePageVariables
>(
  `mutation cartSelectUpdate($selected: Boolean!, $skuCodes: [String!]!, ${EXCHANGE_ARGS}) { cartSkuStatusUpdate(selected: $selected, skuCodes: $skuCodes) { cart { ${CART} } userErrors { code message field } } }`,
);

export const cartDelete = defineOperation<
  { cartDelete: CartPayloadData },
  { skuCodes?: string[]; lineIds?: string[] } & ExchangePageVariables
>(
  `mutation cartDelete($skuCodes: [String!], $lineIds: [String!], ${EXCHANGE_ARGS}) { cartDelete(skuCodes: $skuCodes, lineIds: $lineIds) { cart { ${CART} } userErrors { code message field } } }`,
);

/** For API clients holding a visitor token; the browser's login merges by itself. */
export const cartMerge = defineOperation<
  { mergeUserCart: { merged: number; userErrors: UserErrorData[] } },
  { anonymousToken: string }
>(
  `mutation cartMerge($anonymousToken: String!) { mergeUserCart(anonymousToken: $anonymousToken) { merged userErrors { code message field } } }`,
);

export interface CalculateInputData {
  discountCodes?: { couponCode: string; couponType?: CouponKind }[];
  /** Omitted: the selected purchasable lines of the caller's cart. */
  cartItems?: CartAddInputData[];
  receipt?: { country: string; distributionType: "EXPRESS" | "PICKUP" } | null;
  additionalServices?: { type: "PACKAGE" | "GREETING_CARD" }[];
  prePayDeductions?: { deductionType?: string; cost: number }[];
}

export const cartItemCalculate = defineOperation<
  { cartItemCalculate: CalculationData },
  {
    input: CalculateInputData;
    exchangeFilter?: { attributeCodes?: string[] };
  } & ExchangePageVariables
>(
  `query cartItemCalculate($input: CartCalculateInput!, $exchangeFilter: ExchangeFilterInput, ${EXCHANGE_ARGS}) { cartItemCalculate(input: $input, exchangeFilter: $exchangeFilter) { ${CALCULATION} } }`,
);

export interface GuessLikeData {
  code: string;
  title: string;
  inventory: number;
  listPrice: MoneyData;
  salePrice: MoneyData;
  images: { url: string; width: number; height: number }[];
}

export const guesslikes = defineOperation<{ guesslikes: GuessLikeData[] }, { skuCodes: string[] }>(
  `query guesslikes($skuCodes: [String!]!) { guesslikes(skuCodes: $skuCodes) { code title inventory listPrice ${MONEY} salePrice ${MONEY} images(types: [MAINIMAGE]) { url width height } } }`,
);

export const createCartShare = defineOperation<
  { createCartShare: { code: string | null; userErrors: UserErrorData[] } },
  { input: { lineIds?: string[] | null; operatorName?: string | null } }
>(
  `mutation createCartShare($input: CartShareInput!) { createCartShare(input: $input) { code userErrors { code message field } } }`,
);

export interface CartShareItemData {
  skuCode: string;
  quantity: number;
  /** False when the SKU is gone, disabled, off shelf or sold out now. */
  available: boolean;
  sku: CartSkuData | null;
}

export const cartShareInfo = defineOperation<
  {
    /** An unknown or expired code is the error UEC11008. */
    cartShareInfo: {
      code: string;
      operatorName: string;
      createdAt: string;
      content: CartShareItemData[];
    };
  },
  { code: string }
>(
  `query cartShareInfo($code: String!) { cartShareInfo(code: $code) { code operatorName createdAt content { skuCode quantity available sku { ${CART_SKU} } } } }`,
);

/** The name a share is signed with, proposed from the caller's account. */
export const cartShareUserInfo = defineOperation<{ cartShareUserInfo: { operatorName: string } }>(
  `query cartShareUserInfo { cartShareUserInfo { operatorName } }`,
);

export interface AdditionalServiceData {
  type: "PACKAGE" | "GREETING_CARD";
  name: string;
  amount: MoneyData;
  promotionAmount: MoneyData;
}

export const additionalServices = defineOperation<{ additionalServices: AdditionalServiceData[] }>(
  `query additionalServices { additionalServices { type name amount ${MONEY} promotionAmount ${MONEY} } }`,
);
