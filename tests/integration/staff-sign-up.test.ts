/**
 * staffSignUp over HTTP (accounts §2 /member/regStaff, §5 "staff sign-up requires staff code and
 * surname ('Staff no. or Surname is not correct')", §6 Staff; docs/adr/0027): the right pair makes
 * a member staff; a wrong or taken pair changes nothing; visitors are refused; guessing is
 * throttled.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_STAFF, DEMO_STAFF_REGISTER } from "@/lib/seed/demo-accounts";
import { hashPassword } from "@/lib/domain/accounts/passwords";
import {
  ACCOUNT_ERROR_CODES,
  AUTH_ERROR_CODES,
  STAFF_LEVEL_CODE,
  STAFF_SIGN_UP_FAILURES_PER_WINDOW,
} from "@/lib/domain/accounts/constants";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { customer, userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { staffSignUp } from "@/lib/graphql/operations/staff";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
const clock = new Date("2026-11-26T10:00:00Z");
const PASSWORD = "Trail2026";
const [, chan, lee, ho] = DEMO_STAFF_REGISTER;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 0 });
}, 120_000);
afterAll(() => database.dispose());

let members = 0;
/** A new member with a GOLD level, signed in; the tests never share one. */
async function newMember(lang: "en_US" | "zh_HK" = "en_US") {
  members += 1;
  const email = `staff-test-${members}@example.com`;
  await database.db.execute(
    sql`insert into customers (user_code, is_visitor, email, password_hash, level_code)
        values (${`STAFFTEST${members}`}, false, ${email}, ${await hashPassword(PASSWORD)}, 'GOLD')`,
  );
  const client = new TestClient(createTestServer(database.db, { now: () => clock }), {
    headers: { lang },
  });
  await client.call(visitorLogin);
  const login = await client.call(userLogin, { input: { account: email, password: PASSWORD } });
  expect(login.body.data?.userLogin.userErrors).toEqual([]);
  return { client, email };
}

async function staffColumns(email: string) {
  const [row] = await queryRows<{
    staff_code: string | null;
    staff_name: string | null;
    level_code: string;
  }>(
    database.db,
    sql`select staff_code, staff_name, level_code from customers where email = ${email}`,
  );
  return row!;
}

describe("staffSignUp", () => {
  it("refuses a visitor with the auth code", async () => {
    const client = new TestClient(createTestServer(database.db, { now: () => clock }));
    await client.call(visitorLogin);
    const result = await client.call(staffSignUp, {
      input: { staffCode: chan!.staffCode, surname: chan!.surname },
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
  });

  it("makes a member staff with the right pair, surname in any case and spacing", async () => {
    const { client, email } = await newMember();
    const result = await client.call(staffSignUp, {
      input: { staffCode: ` ${chan!.staffCode.toLowerCase()} `, surname: "  CHAN " },
    });
    const payload = result.body.data!.staffSignUp;
    expect(payload.userErrors).toEqual([]);
    expect(payload.token).toBeNull();
    expect(payload.customer).toMatchObject({
      isStaff: true,
      memberInfo: {
        staffCode: chan!.staffCode,
        staffName: chan!.staffName,
        levelCode: STAFF_LEVEL_CODE,
      },
    });
    // The session stays, and now reads as staff.
    const me = (await client.call(customer)).body.data!.customer!;
    expect(me.isStaff).toBe(true);
    expect(await staffColumns(email)).toEqual({
      staff_code: chan!.staffCode,
      staff_name: chan!.staffName,
      level_code: STAFF_LEVEL_CODE,
    });
  });

  it("refuses a wrong surname or an unknown code with the spec's message and changes nothing", async () => {
    const { client, email } = await newMember();
    for (const input of [
      { staffCode: lee!.staffCode, surname: "Chan" },
      { staffCode: "S99999", surname: "Lee" },
    ]) {
      const payload = (await client.call(staffSignUp, { input })).body.data!.staffSignUp;
      expect(payload.customer).toBeNull();
      expect(payload.userErrors).toEqual([
        {
          code: ACCOUNT_ERROR_CODES.STAFF_NOT_MATCHED,
          field: "staffCode",
          message: "Staff no. or Surname is not correct",
        },
      ]);
    }
    expect(await staffColumns(email)).toEqual({
      staff_code: null,
      staff_name: null,
      level_code: "GOLD",
    });
  });

  it("says it in Chinese for a zh caller", async () => {
    const { client } = await newMember("zh_HK");
    const payload = (
      await client.call(staffSignUp, { input: { staffCode: ho!.staffCode, surname: "Wong" } })
    ).body.data!.staffSignUp;
    expect(payload.userErrors[0]?.message).toBe("員工編號或姓氏不正確");
  });

  it("refuses a staff no. that is already another member's", async () => {
    const { client, email } = await newMember();
    const payload = (
      await client.call(staffSignUp, {
        input: { staffCode: DEMO_STAFF.staffCode, surname: "Wong" },
      })
    ).body.data!.staffSignUp;
    expect(payload.userErrors[0]?.code).toBe(ACCOUNT_ERROR_CODES.STAFF_CODE_TAKEN);
    expect((await staffColumns(email)).staff_code).toBeNull();
  });

  it("refuses script-bearing or over-long input before looking anything up", async () => {
    const { client } = await newMember();
    const payload = (
      await client.call(staffSignUp, {
        input: { staffCode: "S2<script>", surname: "<img src=x onerror=alert(1)>" },
      })
    ).body.data!.staffSignUp;
    expect(payload.userErrors.map((e) => [e.code, e.field])).toEqual([
      ["INVALID_INPUT", "staffCode"],
      ["INVALID_INPUT", "surname"],
    ]);
    const long = (
      await client.call(staffSignUp, { input: { staffCode: "S".repeat(500), surname: "Lee" } })
    ).body.data!.staffSignUp;
    expect(long.userErrors[0]).toMatchObject({ code: "INVALID_INPUT", field: "staffCode" });
  });

  // Last: the wrong tries count against this test process's client address as well.
  it(`stops a member after ${STAFF_SIGN_UP_FAILURES_PER_WINDOW} wrong pairs, even for the right one`, async () => {
    const { client, email } = await newMember();
    for (let i = 0; i < STAFF_SIGN_UP_FAILURES_PER_WINDOW; i += 1) {
      await client.call(staffSignUp, { input: { staffCode: ho!.staffCode, surname: `Wrong${i}` } });
    }
    const payload = (
      await client.call(staffSignUp, { input: { staffCode: ho!.staffCode, surname: ho!.surname } })
    ).body.data!.staffSignUp;
    expect(payload.userErrors[0]?.code).toBe(ACCOUNT_ERROR_CODES.STAFF_TOO_MANY_TRIES);
    expect((await staffColumns(email)).staff_code).toBeNull();
  });
});
