import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { DEMO_GO_DOLLAR_BALANCE_CENTS } from "@/lib/seed/demo-promotions";
import { creditReferral, goDollarBalanceCents } from "@/lib/domain/loyalty/go-dollar";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import { MAX_REWARDED_REFERRALS } from "@/lib/domain/loyalty/constants";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { queryGoDollar } from "@/lib/graphql/operations/go-dollar";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
const clock = new Date("2026-11-22T10:00:00Z");
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.dispose());

async function signedIn(account: { email: string; password: string }) {
  const client = new TestClient(createTestServer(database.db, { now }));
  await client.call(visitorLogin);
  await client.call(userLogin, { input: { account: account.email, password: account.password } });
  return client;
}

async function customerId(email: string): Promise<{ id: string; userCode: string }> {
  const [row] = await queryRows<{ id: string; user_code: string }>(
    database.db,
    sql`select id, user_code from customers where email = ${email}`,
  );
  return { id: row!.id, userCode: row!.user_code };
}

async function newCustomer(n: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into customers (user_code, is_visitor) values (${`ref-test-${n}`}, false) returning id`,
  );
  return row!.id;
}

describe("queryGoDollar", () => {
  it("refuses a visitor", async () => {
    const client = new TestClient(createTestServer(database.db, { now }));
    await client.call(visitorLogin);
    const result = await client.call(queryGoDollar, {});
    expect(result.body.errors?.[0]?.extensions?.code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
    expect(result.body.data?.queryGoDollar ?? null).toBeNull();
  });

  it("gives the member their own balance, breakdown and entries, and not another member's", async () => {
    const member = await signedIn(DEMO_MEMBER);
    const mine = (await member.call(queryGoDollar, { latest: 10 })).body.data?.queryGoDollar;
    const memberId = (await customerId(DEMO_MEMBER.email)).id;
    const expected = await goDollarBalanceCents(database.db, memberId, clock);
    expect(mine?.balance).toBe(expected / 100);
    expect(mine?.details.length).toBeGreaterThan(0);
    expect(mine?.details.some((d) => d.kind === "REFERRAL")).toBe(true);
    const breakdownSum = (mine?.breakdowns ?? []).reduce((sum, b) => sum + b.point, 0);
    expect(Math.round(breakdownSum * 100)).toBe(expected);

    const staff = await signedIn(DEMO_STAFF);
    const theirs = (await staff.call(queryGoDollar, {})).body.data?.queryGoDollar;
    expect(theirs?.details.map((d) => d.remark)).not.toEqual(mine?.details.map((d) => d.remark));
    expect(theirs?.balance).not.toBe(DEMO_GO_DOLLAR_BALANCE_CENTS / 100);
  });
});

describe("creditReferral", () => {
  it("credits 10 go-dollar once per new member and nothing after the 50th referral", async () => {
    const referrer = await customerId(DEMO_STAFF.email);
    const [before] = await queryRows<{ n: string | number }>(
      database.db,
      sql`select count(*) as n from go_dollar_entries where customer_id = ${referrer.id}::uuid and kind = 'REFERRAL'`,
    );
    const already = Number(before?.n ?? 0);
    const startBalance = await goDollarBalanceCents(database.db, referrer.id, clock);
    const first = await newCustomer(0);
    expect(
      await creditReferral(database.db, {
        referrerUserCode: referrer.userCode,
        newCustomerId: first,
        now: clock,
      }),
    ).toBe(true);
    // A retry for the same new member credits nothing.
    expect(
      await creditReferral(database.db, {
        referrerUserCode: referrer.userCode,
        newCustomerId: first,
        now: clock,
      }),
    ).toBe(false);
    for (let n = already + 2; n <= MAX_REWARDED_REFERRALS; n++) {
      const id = await newCustomer(n);
      expect(
        await creditReferral(database.db, {
          referrerUserCode: referrer.userCode,
          newCustomerId: id,
          now: clock,
        }),
      ).toBe(true);
    }
    const fiftyFirst = await newCustomer(MAX_REWARDED_REFERRALS + 1);
    expect(
      await creditReferral(database.db, {
        referrerUserCode: referrer.userCode,
        newCustomerId: fiftyFirst,
        now: clock,
      }),
    ).toBe(false);
    const endBalance = await goDollarBalanceCents(database.db, referrer.id, clock);
    expect(endBalance - startBalance).toBe((MAX_REWARDED_REFERRALS - already) * 1_000);
  });

  it("refuses an unknown referrer or a member referring themself", async () => {
    const member = await customerId(DEMO_MEMBER.email);
    expect(
      await creditReferral(database.db, { referrerUserCode: "nope", newCustomerId: member.id }),
    ).toBe(false);
    expect(
      await creditReferral(database.db, {
        referrerUserCode: member.userCode,
        newCustomerId: member.id,
      }),
    ).toBe(false);
  });
});
