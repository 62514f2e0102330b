/**
 * Member profile operations over the real GraphQL server (accounts §3, §5, §7; issue 14 item 6):
 * each query for a member, refused for a visitor; updates change only the caller; bad names,
 * over-long text and a second birthday are refused and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import {
  AUTH_ERROR_CODES,
  ACCOUNT_ERROR_CODES,
  NAME_MAX_LENGTH,
} from "@/lib/domain/accounts/constants";
import { goDollarBalanceCents } from "@/lib/domain/loyalty/go-dollar";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import {
  accountInfo,
  queryMemberInfo,
  querySimpleMemberInfo,
  queryUserInformation,
  queryVisitorMemberInfo,
  updateMember,
  updateMemberInfo,
} from "@/lib/graphql/operations/member-info";
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

async function visitor() {
  const client = new TestClient(createTestServer(database.db, { now }));
  await client.call(visitorLogin);
  return client;
}

async function signedIn(account: { email: string; password: string }, lang?: string) {
  const client = new TestClient(
    createTestServer(database.db, { now }),
    lang ? { headers: { lang } } : {},
  );
  await client.call(visitorLogin);
  await client.call(userLogin, { input: { account: account.email, password: account.password } });
  return client;
}

async function row(email: string) {
  const [found] = await queryRows<{
    id: string;
    user_code: string;
    first_name: string | null;
    last_name: string | null;
    nick_name: string | null;
    birthday: string | Date | null;
    birth_month: number | null;
  }>(
    database.db,
    sql`select id, user_code, first_name, last_name, nick_name, birthday::text as birthday, birth_month
      from customers where email = ${email}`,
  );
  return found!;
}

describe("member profile queries", () => {
  it("refuse a visitor with UNAUTHENTICATED, except queryVisitorMemberInfo", async () => {
    const client = await visitor();
    const refused = [
      await client.call(queryMemberInfo),
      await client.call(accountInfo),
      await client.call(queryUserInformation),
      await client.call(querySimpleMemberInfo),
    ];
    for (const result of refused)
      expect(result.body.errors?.[0]?.extensions?.code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
    const mine = (await client.call(queryVisitorMemberInfo)).body.data?.queryVisitorMemberInfo;
    expect(mine?.userCode).toMatch(/\S/);
  });

  it("refuse a caller without any session", async () => {
    const client = new TestClient(createTestServer(database.db, { now }));
    const result = await client.call(queryVisitorMemberInfo);
    expect(result.body.errors?.[0]?.extensions?.code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
  });

  it("give the member their own record", async () => {
    const client = await signedIn(DEMO_STAFF);
    const stored = await row(DEMO_STAFF.email);

    const member = (await client.call(queryMemberInfo)).body.data?.queryMemberInfo;
    expect(member?.isStaff).toBe(true);
    expect(member?.memberInfo.levelCode).toBe(DEMO_STAFF.levelCode);
    expect(member?.gwpMemberInfo).toMatchObject({
      email: DEMO_STAFF.email,
      mobile: DEMO_STAFF.mobile,
      name: `${DEMO_STAFF.firstName} ${DEMO_STAFF.lastName}`,
      staffCode: DEMO_STAFF.staffCode,
      staffName: DEMO_STAFF.staffName,
    });

    const info = (await client.call(accountInfo)).body.data?.accountInfo;
    expect(info).toMatchObject({
      firstName: DEMO_STAFF.firstName,
      lastName: DEMO_STAFF.lastName,
      email: DEMO_STAFF.email,
      portrait: null,
    });
    const same = (await client.call(queryUserInformation)).body.data?.queryUserInformation;
    expect(same).toEqual(info);

    const simple = (await client.call(querySimpleMemberInfo)).body.data?.querySimpleMemberInfo;
    expect(simple?.userCode).toBe(stored.user_code);
    expect(simple?.staffCode).toBe(DEMO_STAFF.staffCode);
    expect(simple?.name).toBe(`${DEMO_STAFF.firstName} ${DEMO_STAFF.lastName}`);
    const cents = await goDollarBalanceCents(database.db, stored.id, clock);
    expect(simple?.goDollar?.balance).toBe(cents / 100);

    const visitorInfo = (await client.call(queryVisitorMemberInfo)).body.data
      ?.queryVisitorMemberInfo;
    expect(visitorInfo?.userCode).toBe(stored.user_code);
  });
});

describe("updateMemberInfo / updateMember", () => {
  it("is refused for a visitor", async () => {
    const client = await visitor();
    const result = await client.call(updateMemberInfo, { input: { firstName: "Nobody" } });
    expect(result.body.errors?.[0]?.extensions?.code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
  });

  it("changes the caller's names, title, gender and nickname, and nobody else's", async () => {
    const staffBefore = await row(DEMO_STAFF.email);
    const client = await signedIn(DEMO_MEMBER);
    const result = await client.call(updateMemberInfo, {
      input: {
        title: "MS",
        firstName: "Siu Mei",
        lastName: "陳",
        nickName: "Mei Mei",
        gender: "FEMALE",
      },
    });
    const payload = result.body.data?.updateMemberInfo;
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.accountInfo).toMatchObject({
      appellation: "MS",
      firstName: "Siu Mei",
      lastName: "陳",
      nickname: "Mei Mei",
      genderType: "FEMALE",
      name: "Siu Mei 陳",
    });
    const after = await row(DEMO_MEMBER.email);
    expect(after).toMatchObject({ first_name: "Siu Mei", last_name: "陳", nick_name: "Mei Mei" });
    expect(await row(DEMO_STAFF.email)).toEqual(staffBefore);

    // An empty nickname clears it; fields not given stay.
    const cleared = await client.call(updateMember, { input: { nickName: "" } });
    expect(cleared.body.data?.updateMember?.accountInfo).toMatchObject({
      nickname: null,
      firstName: "Siu Mei",
    });
  });

  it("refuses bad names, over-long text and script-bearing input, changing nothing", async () => {
    const client = await signedIn(DEMO_MEMBER, "en_US");
    const before = await row(DEMO_MEMBER.email);
    const bad = [
      { input: { firstName: "<script>alert(1)</script>" }, field: "firstName" },
      { input: { lastName: "Chan!" }, field: "lastName" },
      { input: { firstName: "   " }, field: "firstName" },
      { input: { lastName: "a".repeat(NAME_MAX_LENGTH + 1) }, field: "lastName" },
      { input: { nickName: "x".repeat(NAME_MAX_LENGTH + 1) }, field: "nickName" },
      { input: { title: "LORD" }, field: "title" },
      { input: { gender: "ROBOT" }, field: "gender" },
      { input: { birthMonth: 13 }, field: "birthMonth" },
      { input: { birthday: "2001-02-30" }, field: "birthday" },
      { input: { birthday: "2099-01-01" }, field: "birthday" },
      { input: { birthday: "1990-05-04", birthMonth: 6 }, field: "birthMonth" },
    ];
    for (const { input, field } of bad) {
      const payload = (
        await client.call(updateMemberInfo, { input: { firstName: "Ok", ...input } })
      ).body.data?.updateMemberInfo;
      expect(payload?.success, JSON.stringify(input)).toBe(false);
      expect(payload?.userErrors[0]?.field).toBe(field);
      expect(payload?.userErrors[0]?.message).toMatch(/\w/);
    }
    expect(await row(DEMO_MEMBER.email)).toEqual(before);
  });

  it("sets the birthday once; a second change is refused in the shopper's language", async () => {
    const client = await signedIn(DEMO_MEMBER, "en_US");
    const first = (await client.call(updateMemberInfo, { input: { birthday: "1990-05-04" } })).body
      .data?.updateMemberInfo;
    expect(first?.accountInfo).toMatchObject({ birthday: "1990-05-04", birthMonth: 5 });
    expect(await row(DEMO_MEMBER.email)).toMatchObject({ birthday: "1990-05-04", birth_month: 5 });

    const again = (
      await client.call(updateMember, {
        input: { birthday: "1991-06-07", firstName: "Changed" },
      })
    ).body.data?.updateMember;
    expect(again?.success).toBe(false);
    expect(again?.userErrors[0]).toMatchObject({
      code: ACCOUNT_ERROR_CODES.BIRTHDAY_LOCKED,
      field: "birthday",
      message: "Your birthday has been confirmed and cannot be changed.",
    });
    const month = (await client.call(updateMemberInfo, { input: { birthMonth: 7 } })).body.data
      ?.updateMemberInfo;
    expect(month?.userErrors[0]?.code).toBe(ACCOUNT_ERROR_CODES.BIRTHDAY_LOCKED);

    const zh = await signedIn(DEMO_MEMBER, "zh_HK");
    const refused = (await zh.call(updateMemberInfo, { input: { birthday: "1991-06-07" } })).body
      .data?.updateMemberInfo;
    expect(refused?.userErrors[0]?.message).toBe("你的生日已確認，無法更改。");

    const stored = await row(DEMO_MEMBER.email);
    expect(stored).toMatchObject({ birthday: "1990-05-04", birth_month: 5 });
    expect(stored.first_name).not.toBe("Changed");

    // Sending the confirmed birthday again (a resubmitted form) is not a change.
    const same = (
      await client.call(updateMemberInfo, {
        input: { birthday: "1990-05-04", birthMonth: 5, nickName: "Mei" },
      })
    ).body.data?.updateMemberInfo;
    expect(same?.userErrors).toEqual([]);
    expect(same?.accountInfo?.nickname).toBe("Mei");
  });
  it("lets only one of two simultaneous first birthdays through", async () => {
    const [one, two] = await Promise.all([signedIn(DEMO_STAFF), signedIn(DEMO_STAFF)]);
    const results = await Promise.all([
      one.call(updateMemberInfo, { input: { birthday: "1985-01-02" } }),
      two.call(updateMemberInfo, { input: { birthday: "1986-03-04" } }),
    ]);
    const payloads = results.map((result) => result.body.data?.updateMemberInfo);
    expect(payloads.filter((payload) => payload?.success)).toHaveLength(1);
    expect(payloads.find((payload) => !payload?.success)?.userErrors[0]?.code).toBe(
      ACCOUNT_ERROR_CODES.BIRTHDAY_LOCKED,
    );
    const winner = payloads.find((payload) => payload?.success)?.accountInfo?.birthday;
    expect((await row(DEMO_STAFF.email)).birthday).toBe(winner);
  });
});
