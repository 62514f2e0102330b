/**
 * The matrix's rows for a member's account, lists and bag (matrix.ts explains the kinds). Each
 * row names member A's ids where the operation takes one; rows that take none act on the
 * caller's own account, and the matrix checks they never reach A's.
 */
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { customer } from "@/lib/graphql/operations/accounts";
import {
  billingAddress,
  deliveryAddressCreate,
  saveBillingAddress,
  userAddresses,
} from "@/lib/graphql/operations/checkout";
import {
  cancelFavorites,
  deliveryAddressDelete,
  deliveryAddressUpdate,
  favorites,
  gowildDeliveryAddresses,
} from "@/lib/graphql/operations/account-lists";
import {
  cart,
  cartAdd,
  cartDelete,
  cartItemCalculate,
  cartItemUpdate,
  cartMerge,
  cartSelectUpdate,
  cartShareUserInfo,
  cartUpdate,
  createCartShare,
  miniCart,
} from "@/lib/graphql/operations/cart";
import { createFavorite, deleteFavorite } from "@/lib/graphql/operations/products";
import { queryGoDollar } from "@/lib/graphql/operations/go-dollar";
import { thirdPartyBindV2 } from "@/lib/graphql/operations/third-party";
import { resetPassword, updatePassword } from "@/lib/graphql/operations/registration";
import { staffSignUp } from "@/lib/graphql/operations/staff";
import { coupons } from "@/lib/graphql/operations/coupons";
import {
  accountInfo,
  queryMemberInfo,
  querySimpleMemberInfo,
  queryUserInformation,
  queryVisitorMemberInfo,
  updateMember,
  updateMemberInfo,
} from "@/lib/graphql/operations/member-info";
import { rawOperation, type Row } from "./matrix";
import { A_ADDRESS_LINE, A_BILLING_NAME, ADDRESS } from "./world";

const userCode = (a: { userCode: string }) => a.userCode;

export const ACCOUNT_ROWS: Row[] = [
  { op: customer, kind: "caller", sees: userCode },
  { op: accountInfo, kind: "member", sees: () => DEMO_MEMBER.email },
  { op: queryMemberInfo, kind: "member", sees: userCode },
  { op: queryUserInformation, kind: "member", sees: () => DEMO_MEMBER.email },
  { op: querySimpleMemberInfo, kind: "member", sees: userCode },
  { op: queryVisitorMemberInfo, kind: "caller", sees: userCode },
  { op: queryGoDollar, kind: "member", vars: () => ({ latest: 50 }) },
  {
    op: coupons,
    kind: "member",
    vars: () => ({ pageInput: { first: 50 } }),
    sees: (a) => a.couponId,
  },
  {
    op: gowildDeliveryAddresses,
    kind: "member",
    vars: () => ({ pageInput: { first: 50 } }),
    sees: () => A_ADDRESS_LINE,
  },
  { op: userAddresses, kind: "member", sees: () => A_ADDRESS_LINE },
  { op: billingAddress, kind: "member", sees: () => A_BILLING_NAME },
  {
    op: favorites,
    kind: "member",
    vars: () => ({ pageInput: { first: 50 } }),
    sees: (a) => `"id":${a.favoriteId},`,
  },
  {
    op: deliveryAddressCreate,
    kind: "member",
    vars: () => ({ input: { ...ADDRESS, isDefault: false } }),
  },
  {
    op: deliveryAddressUpdate,
    kind: "member",
    refuse: true,
    vars: (a) => ({
      code: a.addressCode,
      input: { ...ADDRESS, address: "Taken over", isDefault: true },
    }),
  },
  {
    // One billing address per member: the code named is ignored, B and staff save their own.
    op: saveBillingAddress,
    kind: "member",
    vars: (a) => ({
      input: { code: a.billingCode, name: "Taken over", mobile: "98765432", address: "x" },
    }),
  },
  {
    op: createFavorite,
    kind: "member",
    vars: (a) => ({ input: { skuCode: a.skuA } }),
    passMayRefuse:
      "A's favourite of this SKU exists already (UEC: duplicate), which is the answer an owner gets",
  },
  { op: deleteFavorite, kind: "member", refuse: true, vars: (a) => ({ id: a.favoriteId }) },
  { op: cancelFavorites, kind: "member", vars: (a) => ({ codes: [String(a.favoriteId)] }) },
  {
    op: updateMemberInfo,
    kind: "member",
    vars: () => ({ input: { firstName: DEMO_MEMBER.firstName } }),
  },
  { op: updateMember, kind: "member", vars: () => ({ input: { lastName: DEMO_MEMBER.lastName } }) },
  // The bag: every caller has one, so the calls reach the caller's own; A's line is named where
  // an operation takes a line.
  { op: cart, kind: "caller", sees: (a) => a.cartLineId },
  { op: miniCart, kind: "caller", sees: (a) => a.cartLineId },
  { op: cartShareUserInfo, kind: "caller" },
  { op: cartAdd, kind: "caller", vars: (a) => ({ input: [{ skuCode: a.skuA, quantity: 1 }] }) },
  { op: cartUpdate, kind: "caller", vars: (a) => ({ input: { skuCode: a.skuA, quantity: 2 } }) },
  {
    op: cartSelectUpdate,
    kind: "caller",
    vars: (a) => ({ selected: true, skuCodes: [a.skuA] }),
  },
  {
    op: cartItemCalculate,
    kind: "caller",
    refuse: true,
    echoes: (a) => [a.couponId],
    vars: (a) => ({
      input: {
        cartItems: [a.couponLine],
        discountCodes: [{ couponCode: a.couponId, couponType: "PROMOTION_COUPON" }],
      },
    }),
  },
  { op: createCartShare, kind: "caller", vars: (a) => ({ code: a.shareCode, input: {} }) },
  {
    op: cartItemUpdate,
    kind: "caller",
    vars: (a) => ({ input: { oldSkuCode: a.skuA, newSkuCode: a.skuA, quantity: 1 } }),
    passMayRefuse: "swapping a line for the same SKU is a domain no-op",
  },
  { op: cartDelete, kind: "caller", refuse: true, vars: (a) => ({ lineIds: [a.cartLineId] }) },
  {
    label: "mergeUserCart with A's member token",
    op: cartMerge,
    kind: "member",
    refuse: true,
    vars: (a) => ({ anonymousToken: a.token }),
    passMayRefuse: "A's token is a member session, not a visitor's bag to merge",
  },
  {
    // The staff no. is the demo staff's: A and B are refused as taken, staff re-confirm their own.
    op: staffSignUp,
    kind: "member",
    refuse: true,
    owner: "staff",
    vars: () => ({ input: { staffCode: DEMO_STAFF.staffCode, surname: DEMO_STAFF.lastName } }),
  },
  {
    // No one holds a real link ticket here: a binding needs the provider's (third-party-login.test.ts).
    op: thirdPartyBindV2,
    kind: "member",
    refuse: true,
    owner: "none",
    vars: () => ({ appType: "FACEBOOK", linkTicket: "forged-ticket" }),
  },
  {
    op: rawOperation(
      "linkAccount",
      "mutation",
      `mutation linkAccount($t: String) { linkAccount(appType: FACEBOOK, linkTicket: $t) { token customer { userCode email } userErrors { code message } } }`,
    ),
    kind: "member",
    refuse: true,
    owner: "none",
    vars: () => ({ t: "forged-ticket" }),
  },
  {
    // The code e-mailed to the account is the credential: a guessed one reaches nothing of A's.
    label: "resetPassword of A's e-mail with a guessed code",
    op: resetPassword,
    kind: "credential",
    owner: "none",
    vars: () => ({
      input: {
        email: DEMO_MEMBER.email,
        verifyCode: "123456",
        password: "Hijacked999",
        confirmPassword: "Hijacked999",
      },
    }),
  },
];

/** Run after every other row: A's pass of these changes her password and drops her address. */
export const ACCOUNT_CLOSING_ROWS: Row[] = [
  {
    op: updatePassword,
    kind: "member",
    refuse: true,
    vars: () => ({ input: { oldPassword: DEMO_MEMBER.password, newPassword: "Hijacked999" } }),
  },
  {
    op: deliveryAddressDelete,
    kind: "member",
    refuse: true,
    vars: (a) => ({ code: a.addressCode }),
  },
];
