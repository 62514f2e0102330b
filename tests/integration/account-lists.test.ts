/**
 * The member's lists over HTTP (accounts §7 Addresses, Wish list): the address book's paging,
 * maximum and single default, the wish list's paging and removal, and that member A can neither
 * read nor change member B's addresses or favourites, and visitors neither.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { ADDRESS_BOOK_MAX } from "@/lib/domain/checkout/constants";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { deliveryAddressCreate, userAddresses } from "@/lib/graphql/operations/checkout";
import { createFavorite } from "@/lib/graphql/operations/products";
import {
  cancelFavorites,
  deliveryAddressDelete,
  deliveryAddressUpdate,
  favorites,
  gowildDeliveryAddresses,
} from "@/lib/graphql/operations/account-lists";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";
import { HONG_KONG_ADDRESS } from "./support/guest-order";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;

const ADDRESS = HONG_KONG_ADDRESS;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 30, now });
}, 180_000);

afterAll(async () => {
  await database?.close();
});

function client(lang: "en_US" | "zh_HK" = "en_US") {
  return new TestClient(createTestServer(database.db, { now: () => now }), { headers: { lang } });
}

async function signedIn(account: { email: string; password: string }, lang?: "en_US" | "zh_HK") {
  const api = client(lang);
  const login = await api.call(userLogin, {
    input: { account: account.email, password: account.password },
  });
  expect(login.body.data!.userLogin.userErrors).toEqual([]);
  return api;
}

async function clearBook(email: string) {
  await database.db.execute(
    sql`delete from delivery_addresses where customer_id = (select id from customers where lower(email) = ${email})`,
  );
}

async function addAddress(
  api: TestClient,
  overrides: Partial<typeof ADDRESS> & { isDefault?: boolean } = {},
) {
  const created = await api.call(deliveryAddressCreate, { input: { ...ADDRESS, ...overrides } });
  expect(created.body.data!.deliveryAddressCreate.userErrors).toEqual([]);
  return created.body.data!.deliveryAddressCreate.address!;
}

describe("address book", () => {
  it("refuses visitors", async () => {
    const api = client();
    await api.call(visitorLogin);
    const list = await api.call(gowildDeliveryAddresses, {});
    expect(list.body.errors?.[0]?.extensions?.code).toBeDefined();
    const removed = await api.call(deliveryAddressDelete, { code: "A0" });
    expect(removed.body.data?.deliveryAddressDelete ?? null).toBeNull();
  });

  it("pages the book, default first, each address with isAvailable", async () => {
    await clearBook(DEMO_MEMBER.email);
    const api = await signedIn(DEMO_MEMBER);
    const first = await addAddress(api);
    expect(first.isDefault).toBe(true);
    await addAddress(api, { address: "2 Nathan Road" });
    await addAddress(api, { address: "3 Queen's Road" });
    const page1 = await api.call(gowildDeliveryAddresses, { pageInput: { first: 2 } });
    const book = page1.body.data!.gowildDeliveryAddresses;
    expect(book.totalCount).toBe(3);
    expect(book.maxCount).toBe(ADDRESS_BOOK_MAX);
    expect(book.edges).toHaveLength(2);
    expect(book.edges[0]!.node.code).toBe(first.code);
    expect(book.edges[0]!.node.isDefault).toBe(true);
    expect(book.edges.every((e) => e.node.isAvailable)).toBe(true);
    expect(book.pageInfo.hasNextPage).toBe(true);
    const page2 = await api.call(gowildDeliveryAddresses, {
      pageInput: { first: 2, after: book.pageInfo.endCursor },
    });
    const rest = page2.body.data!.gowildDeliveryAddresses;
    expect(rest.edges).toHaveLength(1);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const codes = [...book.edges, ...rest.edges].map((e) => e.node.code);
    expect(new Set(codes).size).toBe(3);
  });

  it("keeps exactly one default when another address is made default", async () => {
    await clearBook(DEMO_MEMBER.email);
    const api = await signedIn(DEMO_MEMBER);
    const a = await addAddress(api);
    const b = await addAddress(api, { address: "2 Nathan Road" });
    const updated = await api.call(deliveryAddressUpdate, {
      code: b.code,
      input: { ...ADDRESS, address: "2 Nathan Road, Kowloon", isDefault: true },
    });
    expect(updated.body.data!.deliveryAddressUpdate.userErrors).toEqual([]);
    expect(updated.body.data!.deliveryAddressUpdate.address).toMatchObject({
      code: b.code,
      isDefault: true,
      address: "2 Nathan Road, Kowloon",
    });
    const list = (await api.call(userAddresses)).body.data!.userAddresses;
    expect(list.filter((x) => x.isDefault).map((x) => x.code)).toEqual([b.code]);
    // Clearing the flag on the only default is ignored: a book always has one default.
    await api.call(deliveryAddressUpdate, {
      code: b.code,
      input: { ...ADDRESS, isDefault: false },
    });
    const again = (await api.call(userAddresses)).body.data!.userAddresses;
    expect(again.filter((x) => x.isDefault).map((x) => x.code)).toEqual([b.code]);
    // Deleting the default hands the default to the remaining address.
    const removed = await api.call(deliveryAddressDelete, { code: b.code });
    expect(removed.body.data!.deliveryAddressDelete).toEqual({ code: b.code, userErrors: [] });
    const left = (await api.call(userAddresses)).body.data!.userAddresses;
    expect(left.map((x) => [x.code, x.isDefault])).toEqual([[a.code, true]]);
  });

  it("refuses bad input in the shopper's language and changes nothing", async () => {
    await clearBook(DEMO_MEMBER.email);
    const api = await signedIn(DEMO_MEMBER, "zh_HK");
    const a = await addAddress(api);
    const bad = await api.call(deliveryAddressUpdate, {
      code: a.code,
      input: { ...ADDRESS, receiverMobile: "123" },
    });
    const error = bad.body.data!.deliveryAddressUpdate.userErrors[0]!;
    expect(error.field).toBe("receiverMobile");
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
    const list = (await api.call(userAddresses)).body.data!.userAddresses;
    expect(list[0]!.receiverMobile).toBe(ADDRESS.receiverMobile);
  });

  it(`refuses the address after the ${ADDRESS_BOOK_MAX}th with the limit message`, async () => {
    await clearBook(DEMO_MEMBER.email);
    const api = await signedIn(DEMO_MEMBER);
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++) await addAddress(api, { address: `${i} Hill Road` });
    const over = await api.call(deliveryAddressCreate, { input: ADDRESS });
    expect(over.body.data!.deliveryAddressCreate.address).toBeNull();
    expect(over.body.data!.deliveryAddressCreate.userErrors[0]).toMatchObject({
      code: "ADDRESS_LIMIT_EXCEEDED",
      message: "Your address book is full. Remove an address to add another.",
    });
    const book = (await api.call(gowildDeliveryAddresses, { pageInput: { first: 50 } })).body.data!
      .gowildDeliveryAddresses;
    expect(book.totalCount).toBe(ADDRESS_BOOK_MAX);
    expect(book.edges).toHaveLength(ADDRESS_BOOK_MAX);
  });

  it("does not let member B read, change or delete member A's address", async () => {
    await clearBook(DEMO_MEMBER.email);
    await clearBook(DEMO_STAFF.email);
    const a = await signedIn(DEMO_MEMBER);
    const b = await signedIn(DEMO_STAFF);
    const address = await addAddress(a);
    const seen = (await b.call(gowildDeliveryAddresses, {})).body.data!.gowildDeliveryAddresses;
    expect(seen.edges.map((e) => e.node.code)).not.toContain(address.code);
    const changed = await b.call(deliveryAddressUpdate, {
      code: address.code,
      input: { ...ADDRESS, address: "Hijacked", isDefault: true },
    });
    expect(changed.body.data!.deliveryAddressUpdate.userErrors[0]?.code).toBe("ADDRESS_NOT_FOUND");
    const removed = await b.call(deliveryAddressDelete, { code: address.code });
    expect(removed.body.data!.deliveryAddressDelete.userErrors[0]?.code).toBe("ADDRESS_NOT_FOUND");
    const mine = (await a.call(userAddresses)).body.data!.userAddresses;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      code: address.code,
      address: ADDRESS.address,
      isDefault: true,
    });
  });
});

describe("wish list", () => {
  async function skuCodes(n: number) {
    const rows = await queryRows<{ code: string }>(
      database.db,
      sql`select code from skus order by id limit ${n}`,
    );
    return rows.map((r) => r.code);
  }

  async function clearList(email: string) {
    await database.db.execute(
      sql`delete from favorites where customer_id = (select id from customers where lower(email) = ${email})`,
    );
  }

  it("refuses visitors", async () => {
    const api = client();
    await api.call(visitorLogin);
    const list = await api.call(favorites, {});
    expect(list.body.errors?.[0]?.extensions?.code).toBeDefined();
    const cancelled = await api.call(cancelFavorites, { codes: ["1"] });
    expect(cancelled.body.data?.cancelFavorites ?? null).toBeNull();
  });

  it("pages the wish list newest first with each SKU's product, size and prices", async () => {
    await clearList(DEMO_MEMBER.email);
    const api = await signedIn(DEMO_MEMBER);
    const codes = await skuCodes(3);
    for (const skuCode of codes) await api.call(createFavorite, { input: { skuCode } });
    const page1 = (await api.call(favorites, { pageInput: { first: 2 } })).body.data!.favorites;
    expect(page1.totalCount).toBe(3);
    expect(page1.maxCount).toBe(100);
    expect(page1.edges.map((e) => e.node.skuCode)).toEqual([codes[2], codes[1]]);
    const node = page1.edges[0]!.node;
    expect(node.sku?.code).toBe(codes[2]);
    expect(node.sku?.product?.title).toBeTruthy();
    expect(node.spuCode).toBe(node.sku?.product?.code);
    expect(node.url).toBe(`/product/${node.spuCode}`);
    expect(node.sku?.salePrice.amount).toBeDefined();
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (
      await api.call(favorites, { pageInput: { first: 2, after: page1.pageInfo.endCursor } })
    ).body.data!.favorites;
    expect(page2.edges.map((e) => e.node.skuCode)).toEqual([codes[0]]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it("prices each favourite at the viewer's own level, not the lowest member price", async () => {
    await clearList(DEMO_MEMBER.email);
    await clearList(DEMO_STAFF.email);
    const [sku] = await queryRows<{ id: number; code: string; sale_price: number }>(
      database.db,
      sql`select s.id, s.code, p.sale_price from skus s join sku_prices p on p.sku_id = s.id
          order by s.id limit 1`,
    );
    const gold = Math.round(sku!.sale_price * 0.9);
    const staff = Math.round(sku!.sale_price * 0.7);
    await database.db.execute(sql`delete from sku_promotion_prices where sku_id = ${sku!.id}`);
    await database.db.execute(sql`delete from sku_member_prices where sku_id = ${sku!.id}`);
    await database.db.execute(
      sql`insert into sku_member_prices (sku_id, member_level_code, price)
          values (${sku!.id}, 'GOLD', ${gold}), (${sku!.id}, 'STAFF', ${staff})`,
    );
    const priceSeenBy = async (account: { email: string; password: string }) => {
      const api = await signedIn(account);
      await api.call(createFavorite, { input: { skuCode: sku!.code } });
      const node = (await api.call(favorites, {})).body.data!.favorites.edges[0]!.node;
      return Math.round(Number(node.unitPrice!.amount) * 100);
    };
    expect(await priceSeenBy(DEMO_MEMBER)).toBe(gold);
    expect(await priceSeenBy(DEMO_STAFF)).toBe(staff);
  });

  it("cancels only the caller's favourites; another member's codes are ignored", async () => {
    await clearList(DEMO_MEMBER.email);
    await clearList(DEMO_STAFF.email);
    const a = await signedIn(DEMO_MEMBER);
    const b = await signedIn(DEMO_STAFF);
    const [first, second] = await skuCodes(2);
    const fa = (await a.call(createFavorite, { input: { skuCode: first! } })).body.data!
      .createFavorite.favorite!;
    const fb = (await b.call(createFavorite, { input: { skuCode: second! } })).body.data!
      .createFavorite.favorite!;

    const seenByB = (await b.call(favorites, {})).body.data!.favorites;
    expect(seenByB.edges.map((e) => e.node.id)).toEqual([fb.id]);

    const byB = (await b.call(cancelFavorites, { codes: [String(fa.id), "x", String(fb.id)] })).body
      .data!.cancelFavorites;
    expect(byB).toEqual({ cancelledIds: [fb.id], userErrors: [] });
    const stillA = (await a.call(favorites, {})).body.data!.favorites;
    expect(stillA.edges.map((e) => e.node.id)).toEqual([fa.id]);

    const byA = (await a.call(cancelFavorites, { codes: [String(fa.id)] })).body.data!
      .cancelFavorites;
    expect(byA.cancelledIds).toEqual([fa.id]);
    const empty = (await a.call(favorites, {})).body.data!.favorites;
    expect(empty.totalCount).toBe(0);
    expect(empty.edges).toEqual([]);
  });

  it("refuses a gift item in the shopper's language", async () => {
    const [gift] = await queryRows<{ code: string }>(
      database.db,
      sql`select s.code from promotion_gifts g join skus s on s.id = g.sku_id limit 1`,
    );
    expect(gift).toBeDefined();
    const api = await signedIn(DEMO_MEMBER, "zh_HK");
    const refused = (await api.call(createFavorite, { input: { skuCode: gift!.code } })).body.data!
      .createFavorite;
    expect(refused.favorite).toBeNull();
    expect(refused.userErrors[0]).toMatchObject({
      code: "FAVORITE_GIFT",
      message: "贈品不能加入願望清單。",
    });
  });
});
