import { defineOperation, graphql } from "./define";

/** The signed-in member's go-dollar: balance, balance per expiry date and latest entries. */
export const queryGoDollar = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query queryGoDollar($latest: Int) {
      queryGoDollar(latest: $latest) {
        balance
        breakdowns {
          expiryDate
          point
        }
        details {
          trxDate
          kind
          remark
          point
          orderCode
        }
      }
    }
  `),
);
