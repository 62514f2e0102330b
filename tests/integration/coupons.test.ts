/**
 * coupons over HTTP (accounts §3 Coupon, §5 "Coupon status filter defaults to UNUSED", §7
 * Coupons; docs/adr/0026): the member's own coupons by use state, paged, with the configured
 * image and description; visitors refused, nobody sees another member's coupons.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { DEMO_CUSTOMER_COUPON_IDS } from "@/lib/seed/demo-promotions";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { coupons } from "@/lib/graphql/operations/coupons";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
const ids = DEMO_CUSTOMER_COUPON_IDS;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 0, now });
}, 120_000);
afterAll(() => database.dispose());

async function signedIn(account: { email: string; password: string }, lang = "en_US") {
  const api = new TestClient(createTestServer(database.db, { now: () => now }), {
    headers: { lang },
  });
  await api.call(visitorLogin);
  const login = await api.call(userLogin, {
    input: { account: account.email, password: account.password },
  });
  expect(login.body.data!.userLogin.userErrors).toEqual([]);
  return api;
}

const idsOf = (data: { edges: { node: { id: string } }[] }) =>
  data.edges.map((edge) => edge.node.id).sort();

describe("coupons", () => {
  it("refuses a visitor with the auth code", async () => {
    const api = new TestClient(createTestServer(database.db, { now: () => now }));
    await api.call(visitorLogin);
    const result = await api.call(coupons, {});
    expect(result.body.errors?.[0]?.extensions?.code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
  });

  it("lists the member's UNUSED coupons by default, frozen ones included, with their display", async () => {
    const api = await signedIn(DEMO_MEMBER);
    const list = (await api.call(coupons, {})).body.data!.coupons;
    expect(list.totalCount).toBe(2);
    expect(idsOf(list)).toEqual([ids.memberUnused, ids.memberFrozen].sort());
    const unused = list.edges.find((e) => e.node.id === ids.memberUnused)!.node;
    expect(unused).toMatchObject({
      status: "UNUSED",
      freezeStatus: "NORMAL",
      couponType: "PROMOTION_COUPON",
      name: "New member HK$200 off",
      couponImage: "/images/coupons/new-member-200.svg",
    });
    expect(unused.couponDesc).toMatch(/^Welcome to the club/);
    expect(list.edges.find((e) => e.node.id === ids.memberFrozen)!.node.freezeStatus).toBe(
      "FREEZE",
    );
  });

  it("filters USED and OVEREND, and reads an UNUSED coupon past its end as OVEREND", async () => {
    const api = await signedIn(DEMO_MEMBER);
    expect(idsOf((await api.call(coupons, { status: "USED" })).body.data!.coupons)).toEqual([
      ids.memberUsed,
    ]);
    const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
    const [lapsed] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into customer_coupons (coupon_id, customer_id, status, begins_at, ends_at, created_at)
          select coupon_id, customer_id, 'UNUSED', ${days(-40)}::timestamptz,
                 ${days(-1)}::timestamptz, ${days(-40)}::timestamptz
          from customer_coupons where id = ${ids.memberUnused}::uuid
          returning id::text as id`,
    );
    const expired = (await api.call(coupons, { status: "OVEREND" })).body.data!.coupons;
    expect(idsOf(expired)).toEqual([ids.memberExpired, lapsed!.id].sort());
    expect(expired.edges.every((e) => e.node.status === "OVEREND")).toBe(true);
    expect(idsOf((await api.call(coupons, {})).body.data!.coupons)).not.toContain(lapsed!.id);
  });

  it("pages with a cursor, newest first, skipping nothing", async () => {
    const api = await signedIn(DEMO_MEMBER);
    const first = (await api.call(coupons, { pageInput: { first: 1 } })).body.data!.coupons;
    expect(first.edges).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (
      await api.call(coupons, { pageInput: { first: 1, after: first.pageInfo.endCursor } })
    ).body.data!.coupons;
    expect(second.edges).toHaveLength(1);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([first.edges[0]!.node.id, second.edges[0]!.node.id].sort()).toEqual(
      [ids.memberUnused, ids.memberFrozen].sort(),
    );
    // A tampered cursor starts from the top rather than failing or leaking.
    const tampered = (await api.call(coupons, { pageInput: { first: 5, after: "x" } })).body.data!
      .coupons;
    expect(tampered.totalCount).toBe(2);
  });

  it("shows staff only their own coupon, in Chinese for a zh caller", async () => {
    const api = await signedIn(DEMO_STAFF, "zh_HK");
    const list = (await api.call(coupons, {})).body.data!.coupons;
    expect(idsOf(list)).toEqual([ids.staffUnused]);
    expect(list.edges[0]!.node.name).toBe("新會員9折優惠券");
    expect(list.edges[0]!.node.couponDesc).toMatch(/^歡迎加入會員/);
  });
});
