/** My coupons (accounts §7 Coupons: coupons(status, pageInput)). */
import { defineOperation, graphql, type ResultOf } from "./define";

export const coupons = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query coupons($status: CouponUseStatus, $pageInput: PageInput) {
      coupons(status: $status, pageInput: $pageInput) {
        totalCount
        edges {
          cursor
          node {
            id
            status
            freezeStatus
            couponType
            name
            description
            beginTime
            endTime
            couponImage
            couponDesc
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
);

export type CouponsData = ResultOf<typeof coupons.document>["coupons"];
export type MemberCouponData = CouponsData["edges"][number]["node"];
