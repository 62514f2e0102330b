/**
 * The operations console's promotions and coupons (/ops/promotions; docs/adr/0046 "Promotions
 * and coupons"). Every one needs an operator whose role allows aftersales:manage.
 */
import { defineOperation, graphql, type ResultOf } from "./define";

export const opsPromotions = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsPromotions {
      opsPromotions {
        id
        code
        type
        nameEn
        nameZh
        status
        priority
        beginsAt
        endsAt
        targetKind
        targetCodes
        ruleJson
        uses
      }
    }
  `),
);
export type OpsPromotionItem = ResultOf<typeof opsPromotions.document>["opsPromotions"][number];

export const opsCoupons = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsCoupons {
      opsCoupons {
        code
        kind
        nameEn
        benefitKind
        benefitValue
        threshold {
          amount
        }
        targetKind
        targetCodes
        status
        beginsAt
        endsAt
        usageLimit
        uses
        issued
      }
    }
  `),
);
export type OpsCouponItem = ResultOf<typeof opsCoupons.document>["opsCoupons"][number];

export const opsPromotionCreate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsPromotionCreate($input: OpsPromotionInput!) {
      opsPromotionCreate(input: $input) {
        promotion {
          code
          status
          uses
        }
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsPromotionSetStatus = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsPromotionSetStatus($code: String!, $status: OpsActiveFlag!) {
      opsPromotionSetStatus(code: $code, status: $status) {
        promotion {
          code
          status
        }
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsCouponSetStatus = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsCouponSetStatus($code: String!, $status: OpsActiveFlag!) {
      opsCouponSetStatus(code: $code, status: $status) {
        code
        message
        field
      }
    }
  `),
);

export const opsCoupon = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsCoupon($code: String!) {
      opsCoupon(code: $code) {
        code
        kind
        nameEn
        status
        uses
        issued
        orders {
          orderCode
          orderStatus
          orderTime
          email
          couponAmount {
            amount
          }
          released
        }
      }
    }
  `),
);
export type OpsCouponDetail = NonNullable<ResultOf<typeof opsCoupon.document>["opsCoupon"]>;

export const opsCouponCreate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsCouponCreate($input: OpsCouponInput!) {
      opsCouponCreate(input: $input) {
        coupon {
          code
          kind
          status
          uses
        }
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);
