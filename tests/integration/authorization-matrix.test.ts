/**
 * Who may reach a member's data (accounts §6 roles; common rule "a member can never read or
 * change another member's data; visitors get UNAUTHENTICATED on member-scoped ops"), one row
 * per member-scoped operation of schema.graphql.
 *
 * ADDING AN OPERATION IS ONE OBJECT LITERAL in ROWS below: `{ op, act: (api, a) => api.call(...) }`,
 * where `a` holds member A's ids (address, billing, favourite and order codes). Every row is run
 * by a visitor, by member B and by staff, each naming A's ids, and the matrix checks that
 * - the visitor is refused with UNAUTHENTICATED (or, with `visitor: "userError"`, the op's
 *   documented userError);
 * - no actor's answer contains anything of A's (e-mail, user code, address, billing name, order);
 * - all of A's rows (addresses, billing, favourites, orders, go-dollar, password, bindings) are
 *   byte-for-byte as before the call.
 * A read row sets `ownerSees: true`: A making the same call must see her own data, which proves
 * the ids named are real and the refusal above is not an accident of a wrong id.
 * (Coupons, member info and staff sign-up are being added elsewhere: one line each here.)
 *
 * After-sales, refunds and the operations console: authorization-matrix-after-sales.test.ts.
 * arrivalNoticeCreate is not a row: it takes an e-mail and is open to visitors (catalog op).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { customers } from "@/lib/db/schema";
import { hashPassword } from "@/lib/domain/accounts/passwords";
import { generateUserCode } from "@/lib/domain/accounts/tokens";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import type { PaymentConfig } from "@/lib/domain/payments/config";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { customer, userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import {
  billingAddress,
  createOrder,
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
import { cartAdd, cartMerge, cartShareUserInfo } from "@/lib/graphql/operations/cart";
import { createFavorite, deleteFavorite } from "@/lib/graphql/operations/products";
import { queryGoDollar } from "@/lib/graphql/operations/go-dollar";
import {
  getOrderDetail,
  getOrderList,
  orderCancel,
  orderPay,
} from "@/lib/graphql/operations/orders";
import { thirdPartyBindV2 } from "@/lib/graphql/operations/third-party";
import { updatePassword } from "@/lib/graphql/operations/registration";
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
import { DEMO_CUSTOMER_COUPON_IDS } from "@/lib/seed/demo-promotions";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient, type GraphQLResponse } from "./support/graphql-client";
import { HONG_KONG_ADDRESS } from "./support/guest-order";

const now = new Date("2026-11-20T04:00:00Z");
/** A working provider, so that pay's refusal is an authorization answer, not a missing setting. */
const paymentConfig = (): PaymentConfig => ({
  provider: "sandbox",
  publicBaseUrl: "http://shop.test",
  sandboxSecret: "matrix-sandbox-secret-0123456789",
  paydollar: null,
});
const MEMBER_B = { email: "member-b@example.com", password: "MemberB1234" };
const A_ADDRESS_LINE = "A-only secret, 1 Hennessy Road";
const A_BILLING_NAME = "A Billing Secret";
const ADDRESS = { ...HONG_KONG_ADDRESS, address: "Flat B, 2/F, 2 Nathan Road" };

/** Member A's ids that the other actors name in their calls. */
interface OwnerIds {
  userCode: string;
  addressCode: string;
  billingCode: string;
  favoriteId: number;
  orderCode: string;
  skuCode: string;
  /** A's session token: what B would pass where an op takes a token (mergeUserCart). */
  token: string;
}

interface Row {
  op: string;
  act: (api: TestClient, a: OwnerIds) => Promise<GraphQLResponse<unknown>>;
  /**
   * The visitor's refusal: UNAUTHENTICATED by default; "refused" where the op also serves a
   * guest's own order (any error or userError); "self" where it answers about the caller, which
   * for a visitor is its own guest record (customer, customer.orders).
   */
  visitor?: "UNAUTHENTICATED" | "refused" | "self";
  /** A read: A making the call sees her own data (proves the ids are the real ones). */
  ownerSees?: boolean;
  /** What proves A saw her own data, when none of the shared markers is in the answer. */
  ownerMarker?: (a: OwnerIds) => string;
}

const ROWS: Row[] = [
  { op: "customer", act: (api) => api.call(customer), ownerSees: true, visitor: "self" },
  {
    op: "getOrderList (customer.orders)",
    act: (api) => api.call(getOrderList, { pageInput: { first: 50 } }),
    ownerSees: true,
    visitor: "self",
  },
  {
    op: "orderDetail",
    act: (api, a) => api.call(getOrderDetail, { code: a.orderCode }),
    ownerSees: true,
    visitor: "refused",
  },
  {
    op: "gowildDeliveryAddresses",
    act: (api) => api.call(gowildDeliveryAddresses, { pageInput: { first: 50 } }),
    ownerSees: true,
  },
  { op: "userAddresses", act: (api) => api.call(userAddresses), ownerSees: true },
  { op: "billingAddress", act: (api) => api.call(billingAddress), ownerSees: true },
  {
    op: "favorites",
    act: (api) => api.call(favorites, { pageInput: { first: 50 } }),
    ownerSees: true,
    ownerMarker: (a) => `"id":${a.favoriteId},`,
  },
  { op: "queryGoDollar", act: (api) => api.call(queryGoDollar, { latest: 50 }) },
  {
    op: "deliveryAddressCreate",
    act: (api) => api.call(deliveryAddressCreate, { input: { ...ADDRESS, isDefault: true } }),
  },
  {
    op: "deliveryAddressUpdate",
    act: (api, a) =>
      api.call(deliveryAddressUpdate, {
        code: a.addressCode,
        input: { ...ADDRESS, address: "Taken over", isDefault: true },
      }),
  },
  {
    op: "deliveryAddressDelete",
    act: (api, a) => api.call(deliveryAddressDelete, { code: a.addressCode }),
  },
  {
    op: "saveBillingAddress",
    act: (api, a) =>
      api.call(saveBillingAddress, {
        input: { code: a.billingCode, name: "Taken over", mobile: "98765432", address: "x" },
      }),
  },
  {
    op: "createFavorite",
    act: (api, a) => api.call(createFavorite, { input: { skuCode: a.skuCode } }),
  },
  {
    op: "cancelFavorites",
    act: (api, a) => api.call(cancelFavorites, { codes: [String(a.favoriteId)] }),
  },
  { op: "deleteFavorite", act: (api, a) => api.call(deleteFavorite, { id: a.favoriteId }) },
  {
    op: "updatePassword",
    act: (api) =>
      api.call(updatePassword, {
        input: { oldPassword: DEMO_MEMBER.password, newPassword: "Hijacked999" },
      }),
  },
  {
    op: "orderCancel",
    act: (api, a) => api.call(orderCancel, { orderId: a.orderCode, cancelReason: "not mine" }),
    visitor: "refused",
  },
  {
    op: "pay",
    act: (api, a) => api.call(orderPay, { input: { orderId: a.orderCode, paymentType: "PC" } }),
    visitor: "refused",
  },
  {
    op: "mergeUserCart (cartMerge) with A's member token",
    act: (api, a) => api.call(cartMerge, { anonymousToken: a.token }),
  },
  { op: "cartShareUserInfo", act: (api) => api.call(cartShareUserInfo), visitor: "self" },
  { op: "queryMemberInfo", act: (api) => api.call(queryMemberInfo), ownerSees: true },
  { op: "accountInfo", act: (api) => api.call(accountInfo), ownerSees: true },
  { op: "queryUserInformation", act: (api) => api.call(queryUserInformation), ownerSees: true },
  { op: "querySimpleMemberInfo", act: (api) => api.call(querySimpleMemberInfo), ownerSees: true },
  {
    op: "queryVisitorMemberInfo",
    act: (api) => api.call(queryVisitorMemberInfo),
    ownerSees: true,
    visitor: "self",
  },
  {
    op: "updateMemberInfo",
    act: (api) => api.call(updateMemberInfo, { input: { firstName: "Hijacked" } }),
  },
  {
    op: "updateMember",
    act: (api) => api.call(updateMember, { input: { lastName: "Hijacked" } }),
  },
  {
    op: "coupons",
    act: (api) => api.call(coupons, { pageInput: { first: 50 } }),
    ownerSees: true,
  },
  {
    // The staff no. is the demo staff's: B is refused as taken, staff re-confirm their own.
    op: "staffSignUp",
    act: (api) =>
      api.call(staffSignUp, {
        input: { staffCode: DEMO_STAFF.staffCode, surname: DEMO_STAFF.lastName },
      }),
  },
  {
    op: "thirdPartyBindV2",
    act: (api) => api.call(thirdPartyBindV2, { appType: "FACEBOOK", linkTicket: "forged-ticket" }),
  },
];

let database: TestDatabase;
let owner: OwnerIds;
let ownerId: string;
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

function client(): TestClient {
  return new TestClient(createTestServer(database.db, { now: () => now, paymentConfig }), {
    headers: { lang: "en_US" },
  });
}
async function visitor(): Promise<TestClient> {
  const api = client();
  await api.call(visitorLogin);
  return api;
}
async function member(account: { email: string; password: string }): Promise<TestClient> {
  const api = await visitor();
  const login = await api.call(userLogin, {
    input: { account: account.email, password: account.password },
  });
  expect(login.body.data!.userLogin.userErrors).toEqual([]);
  return api;
}

/** Everything of A's that an operation above could read or change, as stored. */
async function ownerState(): Promise<unknown> {
  const rows = (table: string, order: string) =>
    q(sql`select to_jsonb(t) as row from ${sql.raw(table)} t
      where customer_id = ${ownerId}::uuid order by ${sql.raw(order)}`);
  return {
    customer: await q(sql`select to_jsonb(c) as row from customers c where id = ${ownerId}::uuid`),
    addresses: await rows("delivery_addresses", "code"),
    billing: await rows("billing_addresses", "code"),
    favorites: await rows("favorites", "id"),
    orders: await rows("orders", "code"),
    goDollar: await rows("go_dollar_entries", "id"),
    bindings: await rows("third_party_bindings", "id"),
    coupons: await rows("customer_coupons", "id"),
    cartLines:
      await q(sql`select to_jsonb(l) as row from cart_lines l join carts c on c.id = l.cart_id
      where c.customer_id = ${ownerId}::uuid order by l.id`),
  };
}

/** Strings only A's data contains: none may appear in anyone else's answer. */
function ownerMarkers(): string[] {
  return [
    DEMO_MEMBER.email,
    owner.userCode,
    A_ADDRESS_LINE,
    A_BILLING_NAME,
    owner.orderCode,
    owner.token,
    DEMO_CUSTOMER_COUPON_IDS.memberUnused,
  ];
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 30, now });
  await database.db.insert(customers).values({
    userCode: generateUserCode(),
    isVisitor: false,
    email: MEMBER_B.email,
    passwordHash: await hashPassword(MEMBER_B.password),
    firstName: "Bo",
    lastName: "Lee",
  });
  const [sku] = await q<{ code: string }>(
    sql`select s.code from skus s join inventories i on i.sku_id = s.id
      join products p on p.id = s.product_id
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 5
      order by s.id limit 1`,
  );
  const a = await member(DEMO_MEMBER);
  const address = (
    await a.call(deliveryAddressCreate, { input: { ...ADDRESS, address: A_ADDRESS_LINE } })
  ).body.data!.deliveryAddressCreate.address!;
  const billing = (
    await a.call(saveBillingAddress, {
      input: { name: A_BILLING_NAME, mobile: "91234567", address: "A billing street" },
    })
  ).body.data!.saveBillingAddress;
  expect(billing.userErrors).toEqual([]);
  const favorite = (await a.call(createFavorite, { input: { skuCode: sku!.code } })).body.data!
    .createFavorite;
  expect(favorite.userErrors).toEqual([]);
  const order = (
    await a.call(createOrder, {
      input: {
        idempotencyKey: "matrix-owner-order",
        terminal: "PC",
        checkoutKind: "MEMBER",
        distributionType: "EXPRESS",
        deliveryAddress: { ...ADDRESS, address: A_ADDRESS_LINE },
        isSameAsAddress: true,
        orderLines: [{ skuCode: sku!.code, quantity: 1 }],
        payType: "VISA",
      },
    })
  ).body.data!.orderCreate;
  expect(order.userErrors).toEqual([]);
  // After the order, which empties the bought line: A's cart keeps one line to be merged away.
  const added = await a.call(cartAdd, { input: [{ skuCode: sku!.code, quantity: 1 }] });
  expect(added.body.errors).toBeUndefined();
  const [row] = await q<{ id: string; user_code: string }>(
    sql`select id, user_code from customers where email = ${DEMO_MEMBER.email}`,
  );
  ownerId = row!.id;
  owner = {
    userCode: row!.user_code,
    addressCode: address.code,
    billingCode: billing.code!,
    favoriteId: favorite.favorite!.id,
    orderCode: order.order!.code,
    skuCode: sku!.code,
    token: a.cookies.get("token")!,
  };
  // "Unchanged" means something only if there is something to change: every list has a row.
  const state = (await ownerState()) as Record<string, unknown[]>;
  for (const [name, list] of Object.entries(state)) {
    if (name !== "bindings") expect(list.length, name).toBeGreaterThan(0);
  }
}, 180_000);
afterAll(() => database?.dispose());

const actors = {
  visitor: () => visitor(),
  "member B": () => member(MEMBER_B),
  staff: () => member(DEMO_STAFF),
} as const;

function expectNoOwnerData(response: GraphQLResponse<unknown>) {
  const text = JSON.stringify(response.body);
  for (const marker of ownerMarkers()) expect(text).not.toContain(marker);
}

/** The op's payload: the single root field of the answer, or null when refused outright. */
function payloadOf(response: GraphQLResponse<unknown>): unknown {
  const data = response.body.data as Record<string, unknown> | null | undefined;
  return data ? (Object.values(data)[0] ?? null) : null;
}

describe.each(ROWS)("$op", (row) => {
  if (row.ownerSees) {
    it("answers member A with her own data (the ids named are real)", async () => {
      const response = await row.act(await member(DEMO_MEMBER), owner);
      expect(response.body.errors).toBeUndefined();
      const text = JSON.stringify(response.body);
      const markers = row.ownerMarker ? [row.ownerMarker(owner)] : ownerMarkers();
      expect(markers.some((marker) => text.includes(marker))).toBe(true);
    });
  }

  for (const [actor, signIn] of Object.entries(actors)) {
    it(`refuses ${actor} any reach into member A's data`, async () => {
      const api = await signIn();
      const before = await ownerState();
      const response = await row.act(api, owner);
      const mode = row.visitor ?? "UNAUTHENTICATED";
      if (actor === "visitor" && mode === "UNAUTHENTICATED") {
        expect(response.body.errors?.[0]?.extensions?.code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
        expect(payloadOf(response)).toBeNull();
      } else if (actor === "visitor" && mode === "refused") {
        const payload = payloadOf(response) as { userErrors?: unknown[] } | null;
        const errors = (response.body.errors?.length ?? 0) + (payload?.userErrors?.length ?? 0);
        expect(errors).toBeGreaterThan(0);
      }
      // A refusal is an answer, never a crash.
      expect(response.body.errors?.[0]?.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
      expectNoOwnerData(response);
      expect(await ownerState()).toEqual(before);
    });
  }
});
