/**
 * Cart operations (shopping §7 Cart, §3 Cart, Cart line, Cart activity, Calculation input and
 * result, Cart share, Additional service). Where the spec writes "a / b", the operation is named
 * a and its root field is b (architecture: API contract). The cart's shapes are fragments and
 * their data types are derived from them.
 */
import {
  defineOperation,
  graphql,
  UserErrorFields,
  type ResultOf,
  type VariablesOf,
} from "./define";
import { MoneyFields, ProductImageFields, SkuFields } from "./products";

export const CartSkuFields = /* @__PURE__ */ graphql(
  `
    fragment CartSkuFields on Sku {
      ...SkuFields
      product {
        code
        title
        style
        onShelves
        brandList {
          code
          name
        }
        images(types: [MAINIMAGE]) {
          ...ProductImageFields
        }
      }
    }
  `,
  [SkuFields, ProductImageFields],
);

/**
 * A cart line. `disabledReason` says why a line is disabled (UEC11003 out of stock, UEC11004 off
 * shelf, UEC11012 over the limit, a markup code); `promoPrice` is the unit price after this
 * customer's prices and item promotions (an add-on's add-cart price).
 */
export const CartLineFields = /* @__PURE__ */ graphql(
  `
    fragment CartLineFields on CartLine {
      lineId
      lineType
      activityId
      spuCode
      spuTitle
      quantity
      selected
      disabled
      disabledReason
      updateTime
      promoPrice {
        ...MoneyFields
      }
      salePrice {
        ...MoneyFields
      }
      listPrice {
        ...MoneyFields
      }
      addCartPrice {
        ...MoneyFields
      }
      sku {
        ...CartSkuFields
      }
    }
  `,
  [MoneyFields, CartSkuFields],
);

/** `nudge` is what is still missing, in the shopper's language ("HK$120.00 more for a free gift"). */
export const CartActivityFields = /* @__PURE__ */ graphql(
  `
    fragment CartActivityFields on CartActivity {
      id
      code
      name
      url
      type
      promotionStatus
      ruleDesc
      reached
      promoRewardAmount {
        ...MoneyFields
      }
      lineIds
      nudge
      gifts {
        gift {
          name
          number
          quantity
          sku {
            ...CartSkuFields
          }
        }
      }
      exchangeProducts(first: $exchangeFirst, after: $exchangeAfter) {
        edges {
          cursor
          node {
            addCartPrice {
              ...MoneyFields
            }
            sku {
              ...CartSkuFields
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
          totalCount
        }
      }
    }
  `,
  [MoneyFields, CartSkuFields],
);

/** The calculation's totals; `itemCount` counts selected purchasable units (gifts not counted). */
const CalculationTotalsFields = /* @__PURE__ */ graphql(
  `
    fragment CalculationTotalsFields on CartCalculation {
      amount {
        ...MoneyFields
      }
      productAmount {
        ...MoneyFields
      }
      discount {
        ...MoneyFields
      }
      coupon {
        ...MoneyFields
      }
      voucherDiscount {
        ...MoneyFields
      }
      postage {
        ...MoneyFields
      }
      tax {
        ...MoneyFields
      }
      additionalServiceFee {
        ...MoneyFields
      }
      deductionAmount {
        ...MoneyFields
      }
      itemCount
      freeFreightNudge
      markupNotAllow
      deductions {
        code
        name
        cost
        actualAmount {
          ...MoneyFields
        }
        deductionType
      }
      discountCodes {
        couponCode
        couponType
        couponName
        couponDesc
        couponAmount {
          ...MoneyFields
        }
      }
      items {
        lineId
        skuCode
        lineType
        quantity
        unitPrice {
          ...MoneyFields
        }
        promoPrice {
          ...MoneyFields
        }
        lineAmount {
          ...MoneyFields
        }
        discount {
          ...MoneyFields
        }
        couponDiscount {
          ...MoneyFields
        }
        deduction {
          ...MoneyFields
        }
        payAmount {
          ...MoneyFields
        }
      }
      availableCoupons {
        id
        couponCode
        name
        description
        status
        freezeStatus
        endTime
      }
      userErrors {
        ...UserErrorFields
      }
    }
  `,
  [MoneyFields, UserErrorFields],
);

/** `totalQuantity` counts units over every stored line (the header badge). */
const CartFields = /* @__PURE__ */ graphql(
  `
    fragment CartFields on Cart {
      ableCartItems {
        ...CartLineFields
      }
      disableCartItems {
        ...CartLineFields
      }
      activities {
        ...CartActivityFields
      }
      totalQuantity
      markupNotAllow
      calculation {
        ...CalculationTotalsFields
      }
    }
  `,
  [CartLineFields, CartActivityFields, CalculationTotalsFields],
);

const CartPayloadFields = /* @__PURE__ */ graphql(
  `
    fragment CartPayloadFields on CartPayload {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  `,
  [CartFields, UserErrorFields],
);

export type CartSkuData = ResultOf<typeof CartSkuFields>;
export type CartProductData = NonNullable<CartSkuData["product"]>;
export type CartLineData = ResultOf<typeof CartLineFields>;
export type CartLineType = CartLineData["lineType"];
export type CartActivityData = ResultOf<typeof CartActivityFields>;
export type ExchangeProductData = CartActivityData["exchangeProducts"]["edges"][number]["node"];
/** The cart's own calculation: its activities are the cart's `activities`, not repeated here. */
export type CartCalculationData = ResultOf<typeof CalculationTotalsFields>;
export type CalculationItemData = CartCalculationData["items"][number];
export type AvailableCouponData = CartCalculationData["availableCoupons"][number];
export type CouponKind = CartCalculationData["discountCodes"][number]["couponType"];
export type CartData = ResultOf<typeof CartFields>;
export type CartPayloadData = ResultOf<typeof CartPayloadFields>;

/** The cart with its calculation over the selected lines and the given codes. */
export const cart = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query cart($couponCodes: [String!], $exchangeFirst: Int = 30, $exchangeAfter: String) {
        cart(couponCodes: $couponCodes) {
          ...CartFields
        }
      }
    `,
    [CartFields],
  ),
);

export type ExchangePageVariables = Pick<
  VariablesOf<typeof cart.document>,
  "exchangeFirst" | "exchangeAfter"
>;

/** Only what the drawer shows of each activity: its nudge while it is not reached. */
export const miniCart = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query miniCart {
        miniCart {
          ableCartItems {
            ...CartLineFields
          }
          totalQuantity
          activities {
            id
            name
            reached
            nudge
          }
          calculation {
            amount {
              ...MoneyFields
            }
            itemCount
            freeFreightNudge
          }
        }
      }
    `,
    [CartLineFields, MoneyFields],
  ),
);

export type MiniCartData = ResultOf<typeof miniCart.document>["miniCart"];

/** The header badge only: one cheap query. */
export const cartCount = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query cartCount {
      cart {
        totalQuantity
      }
    }
  `),
);

/** ATTACHED_PRODUCT with activityId adds an add-on item of that EXCHANGE activity. */
export const cartAdd = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation cartAdd($input: [CartAddInput!]!, $exchangeFirst: Int = 30, $exchangeAfter: String) {
        cartAdd(input: $input) {
          ...CartPayloadFields
        }
      }
    `,
    [CartPayloadFields],
  ),
);

export type CartAddInputData = VariablesOf<typeof cartAdd.document>["input"][number];

export const cartUpdate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation cartUpdate(
        $input: CartUpdateInput!
        $exchangeFirst: Int = 30
        $exchangeAfter: String
      ) {
        cartUpdate(input: $input) {
          ...CartPayloadFields
        }
      }
    `,
    [CartPayloadFields],
  ),
);

export const cartItemUpdate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation cartItemUpdate(
        $input: CartItemUpdateInput!
        $exchangeFirst: Int = 30
        $exchangeAfter: String
      ) {
        cartItemUpdate(input: $input) {
          ...CartPayloadFields
        }
      }
    `,
    [CartPayloadFields],
  ),
);

export const cartSelectUpdate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation cartSelectUpdate(
        $selected: Boolean!
        $skuCodes: [String!]!
        $exchangeFirst: Int = 30
        $exchangeAfter: String
      ) {
        cartSkuStatusUpdate(selected: $selected, skuCodes: $skuCodes) {
          ...CartPayloadFields
        }
      }
    `,
    [CartPayloadFields],
  ),
);

export const cartDelete = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation cartDelete(
        $skuCodes: [String!]
        $lineIds: [String!]
        $exchangeFirst: Int = 30
        $exchangeAfter: String
      ) {
        cartDelete(skuCodes: $skuCodes, lineIds: $lineIds) {
          ...CartPayloadFields
        }
      }
    `,
    [CartPayloadFields],
  ),
);

/** For API clients holding a visitor token; the browser's login merges by itself. */
export const cartMerge = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation cartMerge($anonymousToken: String!) {
        mergeUserCart(anonymousToken: $anonymousToken) {
          merged
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

/** `goDollar` is a member's balance and the most this order can take; null for guests. */
export const cartItemCalculate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query cartItemCalculate(
        $input: CartCalculateInput!
        $exchangeFilter: ExchangeFilterInput
        $exchangeFirst: Int = 30
        $exchangeAfter: String
      ) {
        cartItemCalculate(input: $input, exchangeFilter: $exchangeFilter) {
          ...CalculationTotalsFields
          goDollar {
            balance {
              ...MoneyFields
            }
            maxUsable
          }
          activities {
            ...CartActivityFields
          }
        }
      }
    `,
    [CalculationTotalsFields, MoneyFields, CartActivityFields],
  ),
);

export type CalculationData = ResultOf<typeof cartItemCalculate.document>["cartItemCalculate"];
/** Omitted `cartItems`: the selected purchasable lines of the caller's cart. */
export type CalculateInputData = VariablesOf<typeof cartItemCalculate.document>["input"];

export const guesslikes = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query guesslikes($skuCodes: [String!]!) {
        guesslikes(skuCodes: $skuCodes) {
          code
          title
          inventory
          listPrice {
            ...MoneyFields
          }
          salePrice {
            ...MoneyFields
          }
          images(types: [MAINIMAGE]) {
            url
            width
            height
          }
        }
      }
    `,
    [MoneyFields],
  ),
);

export type GuessLikeData = ResultOf<typeof guesslikes.document>["guesslikes"][number];

export const createCartShare = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation createCartShare($input: CartShareInput!) {
        createCartShare(input: $input) {
          code
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

/** An unknown or expired code is the error UEC11008; `available` is false when the SKU cannot be bought now. */
export const cartShareInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query cartShareInfo($code: String!) {
        cartShareInfo(code: $code) {
          code
          operatorName
          createdAt
          content {
            skuCode
            quantity
            available
            sku {
              ...CartSkuFields
            }
          }
        }
      }
    `,
    [CartSkuFields],
  ),
);

export type CartShareItemData = ResultOf<
  typeof cartShareInfo.document
>["cartShareInfo"]["content"][number];

/** The name a share is signed with, proposed from the caller's account. */
export const cartShareUserInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query cartShareUserInfo {
      cartShareUserInfo {
        operatorName
      }
    }
  `),
);

export const AdditionalServiceFields = /* @__PURE__ */ graphql(
  `
    fragment AdditionalServiceFields on AdditionalService {
      type
      name
      amount {
        ...MoneyFields
      }
      promotionAmount {
        ...MoneyFields
      }
    }
  `,
  [MoneyFields],
);

export type AdditionalServiceData = ResultOf<typeof AdditionalServiceFields>;

export const additionalServices = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query additionalServices {
        additionalServices {
          ...AdditionalServiceFields
        }
      }
    `,
    [AdditionalServiceFields],
  ),
);
