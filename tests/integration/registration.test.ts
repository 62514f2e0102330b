import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { customer, userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { cartAdd, cartCount } from "@/lib/graphql/operations/cart";
import {
  checkVerifyCode,
  createMember,
  resetPassword,
  sendEmailVerifyCode,
  sendSmsVerifyCode,
  updatePassword,
  userRegister,
} from "@/lib/graphql/operations/registration";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
let clock = new Date("2026-11-22T10:00:00Z");
const now = () => clock;
/** Moves the clock past the resend cooldown between sends to one address. */
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.dispose());

function newClient(locale?: "en" | "zh") {
  return new TestClient(createTestServer(database.db, { now }), {
    headers: locale === "zh" ? { lang: "zh_HK" } : undefined,
  });
}

/** How the demo reads codes: the newest outbox message to that address. */
async function latestCode(recipient: string): Promise<string> {
  const rows = await queryRows<{ body: string }>(
    database.db,
    sql`select body from outbox where recipient = ${recipient} order by created_at desc limit 1`,
  );
  const body = rows[0]?.body ?? "";
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in outbox for ${recipient}`);
  return code;
}

function registerInput(overrides: Record<string, unknown> = {}) {
  return {
    agreement: true,
    title: "MS",
    countryCode: "HK",
    firstName: "Siu Ling",
    lastName: "Lee",
    gender: "FEMALE",
    birthMonth: 5,
    verifyCode: "000000",
    password: "Hiking2026",
    confirmPassword: "Hiking2026",
    ...overrides,
  };
}

async function sendEmailCode(
  client: TestClient,
  email: string,
  purpose: "REGISTER" | "RESET_PASSWORD" = "REGISTER",
) {
  const result = await client.call(sendEmailVerifyCode, { input: { email, purpose } });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.sendEmailVerifyCode;
}

async function registerByEmail(email: string, password = "Hiking2026") {
  const client = newClient();
  await client.call(visitorLogin);
  expect((await sendEmailCode(client, email)).success).toBe(true);
  const result = await client.call(userRegister, {
    input: registerInput({
      email,
      verifyCode: await latestCode(email),
      password,
      confirmPassword: password,
    }),
  });
  return { client, payload: result.body.data!.userRegister };
}

describe("sendEmailVerifyCode and sendSmsVerifyCode", () => {
  it("writes a 6-digit code to the outbox in the shopper's language, stored only hashed", async () => {
    tick(3600);
    const payload = await sendEmailCode(newClient("zh"), "Code.Zh@Example.com");
    expect(payload).toMatchObject({ success: true, resendAfterSeconds: 60, userErrors: [] });
    const code = await latestCode("code.zh@example.com");
    const outboxRow = await queryRows<{ subject: string; locale: string }>(
      database.db,
      sql`select subject, locale from outbox where recipient = 'code.zh@example.com'`,
    );
    expect(outboxRow[0]).toMatchObject({ locale: "zh", subject: "你的註冊驗證碼" });
    const stored = await queryRows<{ code_hash: string }>(
      database.db,
      sql`select code_hash from verification_codes where address = 'code.zh@example.com'`,
    );
    expect(stored[0]?.code_hash).not.toContain(code);
  });

  it("refuses a resend within the cooldown and more than 5 sends an hour", async () => {
    tick(3600);
    const client = newClient();
    const email = "cooldown@example.com";
    expect((await sendEmailCode(client, email)).success).toBe(true);
    tick(10);
    const early = await sendEmailCode(client, email);
    expect(early.success).toBe(false);
    expect(early.userErrors[0]?.code).toBe("VERIFY_CODE_COOLDOWN");
    expect(early.resendAfterSeconds).toBe(50);
    for (let sent = 1; sent < 5; sent += 1) {
      tick(61);
      expect((await sendEmailCode(client, email)).success).toBe(true);
    }
    tick(61);
    const sixth = await sendEmailCode(client, email);
    expect(sixth.userErrors[0]?.code).toBe("VERIFY_CODE_TOO_MANY");
  });

  it("refuses a registered address for sign-up and an unknown one for reset, with the spec's messages", async () => {
    tick(3600);
    const client = newClient();
    const used = await sendEmailCode(client, DEMO_MEMBER.email);
    expect(used.userErrors[0]).toMatchObject({
      code: "EMAIL_ALREADY_USED",
      message: "This e-mail address is already used.",
    });
    const phone = await client.call(sendSmsVerifyCode, {
      input: { countryCode: "+852", mobile: "91234567" },
    });
    expect(phone.body.data?.sendSmsVerifyCode.userErrors[0]?.code).toBe("PHONE_ALREADY_REGISTERED");
    const unknown = await client.call(sendSmsVerifyCode, {
      input: { countryCode: "+852", mobile: "61111111", purpose: "RESET_PASSWORD" },
    });
    expect(unknown.body.data?.sendSmsVerifyCode.userErrors[0]?.code).toBe("PHONE_NOT_REGISTERED");
  });

  it("refuses a bad e-mail or mobile in the caller's language and sends nothing", async () => {
    const client = newClient("zh");
    const email = await client.call(sendEmailVerifyCode, { input: { email: "not-an-email" } });
    expect(email.body.data?.sendEmailVerifyCode.userErrors[0]).toMatchObject({
      field: "email",
      message: "請輸入有效的電郵地址。",
    });
    const mobile = await client.call(sendSmsVerifyCode, {
      input: { countryCode: "+852", mobile: "1234" },
    });
    expect(mobile.body.data?.sendSmsVerifyCode.userErrors[0]?.field).toBe("mobile");
    const count = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from outbox where recipient = 'not-an-email'`,
    );
    expect(count[0]?.n).toBe(0);
  });
});

describe("checkVerifyCode", () => {
  it("accepts the right code without using it up, and kills it on the 5th wrong try", async () => {
    tick(3600);
    const client = newClient();
    const email = "tries@example.com";
    await sendEmailCode(client, email);
    const code = await latestCode(email);
    const check = (value: string) =>
      client.call(checkVerifyCode, { input: { purpose: "REGISTER", email, code: value } });
    expect((await check(code)).body.data?.checkVerifyCode.valid).toBe(true);
    expect((await check(code)).body.data?.checkVerifyCode.valid).toBe(true);
    const wrong = code === "111111" ? "222222" : "111111";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await check(wrong);
      expect(result.body.data?.checkVerifyCode.userErrors[0]?.message).toBe(
        "The verification code is incorrect or invalid.",
      );
    }
    // The 6th try, even with the right code, finds the code dead.
    expect((await check(code)).body.data?.checkVerifyCode.valid).toBe(false);
  });

  it("refuses an expired code, another purpose's code and another address's code", async () => {
    tick(3600);
    const client = newClient();
    await sendEmailCode(client, "expiry@example.com");
    const code = await latestCode("expiry@example.com");
    const otherPurpose = await client.call(checkVerifyCode, {
      input: { purpose: "RESET_PASSWORD", email: "expiry@example.com", code },
    });
    expect(otherPurpose.body.data?.checkVerifyCode.valid).toBe(false);
    const otherAddress = await client.call(checkVerifyCode, {
      input: { purpose: "REGISTER", email: "someone-else@example.com", code },
    });
    expect(otherAddress.body.data?.checkVerifyCode.valid).toBe(false);
    tick(601);
    const expired = await client.call(checkVerifyCode, {
      input: { purpose: "REGISTER", email: "expiry@example.com", code },
    });
    expect(expired.body.data?.checkVerifyCode.valid).toBe(false);
  });
});

describe("userRegister and createMember", () => {
  it("creates the member, signs them in, rotates the visitor token and stores the sign-up fields", async () => {
    tick(3600);
    const { client, payload } = await registerByEmail("new.member@example.com");
    expect(payload.userErrors).toEqual([]);
    expect(payload.token).toBeTruthy();
    expect(payload.userCode).toBe(payload.customer?.userCode);
    expect(payload.customer).toMatchObject({ isVisitor: false, email: "new.member@example.com" });
    const me = await client.call(customer);
    expect(me.body.data?.customer?.email).toBe("new.member@example.com");
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select title, gender, birth_month, country_code, first_name, password_hash from customers where email = 'new.member@example.com'`,
    );
    expect(rows[0]).toMatchObject({
      title: "MS",
      gender: "FEMALE",
      birth_month: 5,
      country_code: "HK",
    });
    expect(String(rows[0]?.password_hash)).toMatch(/^\$argon2id\$/);
    const login = await newClient().call(userLogin, {
      input: { account: "new.member@example.com", password: "Hiking2026" },
    });
    expect(login.body.data?.userLogin.token).toBeTruthy();
  });

  it("signs up by mobile with an SMS code and keeps a referral code", async () => {
    tick(3600);
    const client = newClient();
    const sent = await client.call(sendSmsVerifyCode, {
      input: { countryCode: "+853", mobile: "66123456" },
    });
    expect(sent.body.data?.sendSmsVerifyCode.success).toBe(true);
    const result = await client.call(createMember, {
      input: registerInput({
        mobileCountryCode: "+853",
        mobile: "66123456",
        verifyCode: await latestCode("+853 66123456"),
        referralCode: "UABC123",
      }),
    });
    expect(result.body.data?.createMember.customer?.mobile).toBe("+853 66123456");
    const rows = await queryRows<{ referred_by: string; channel: string }>(
      database.db,
      sql`select c.referred_by, o.channel from customers c, outbox o where c.mobile = '+853 66123456' and o.recipient = c.mobile`,
    );
    expect(rows[0]).toMatchObject({ referred_by: "UABC123", channel: "sms" });
  });

  it("credits a referring member 10 go-dollar when someone signs up with their code", async () => {
    tick(3600);
    const [referrer] = await queryRows<{ id: string; user_code: string }>(
      database.db,
      sql`select id, user_code from customers where email = ${DEMO_MEMBER.email}`,
    );
    const credited = () =>
      queryRows<{ n: number | string }>(
        database.db,
        sql`select count(*) as n from go_dollar_entries
          where customer_id = ${referrer!.id}::uuid and kind = 'REFERRAL' and cents = 1000`,
      );
    const before = Number((await credited())[0]!.n);
    const client = newClient();
    await client.call(visitorLogin);
    const email = "referred-friend@example.com";
    await sendEmailCode(client, email);
    const result = await client.call(userRegister, {
      input: registerInput({
        email,
        verifyCode: await latestCode(email),
        referralCode: referrer!.user_code,
      }),
    });
    expect(result.body.data?.userRegister.userErrors).toEqual([]);
    expect(Number((await credited())[0]!.n)).toBe(before + 1);
  });

  it("refuses a reused code, and an e-mail already registered, changing nothing", async () => {
    tick(3600);
    const email = "twice@example.com";
    const { client } = await registerByEmail(email);
    const code = await latestCode(email);
    const again = await newClient().call(userRegister, {
      input: registerInput({ email, verifyCode: code }),
    });
    expect(again.body.data?.userRegister.userErrors[0]?.code).toBe("EMAIL_ALREADY_USED");
    expect(client).toBeTruthy();
    // A code used once cannot sign up a second address either.
    const other = await newClient().call(userRegister, {
      input: registerInput({ email: "third@example.com", verifyCode: code }),
    });
    expect(other.body.data?.userRegister.userErrors[0]?.code).toBe("VERIFY_CODE_INVALID");
    const count = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from customers where lower(email) in ('twice@example.com', 'third@example.com')`,
    );
    expect(count[0]?.n).toBe(1);
  });

  it("merges the visitor's bag into the new member's", async () => {
    tick(3600);
    const email = "bag@example.com";
    const client = newClient();
    await client.call(visitorLogin);
    const [sku] = await queryRows<{ code: string }>(
      database.db,
      sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
          where i.available > 5 and p.sale_status = 'ON_SHELF' order by s.code limit 1`,
    );
    await client.call(cartAdd, { input: [{ skuCode: sku!.code, quantity: 2 }] });
    await sendEmailCode(client, email);
    const result = await client.call(userRegister, {
      input: registerInput({ email, verifyCode: await latestCode(email) }),
    });
    expect(result.body.data?.userRegister.customer?.isVisitor).toBe(false);
    expect((await client.call(cartCount)).body.data?.cart?.totalQuantity).toBe(2);
  });

  it("lets only one of two simultaneous sign-ups with one code through", async () => {
    tick(3600);
    const email = "race@example.com";
    await sendEmailCode(newClient(), email);
    const code = await latestCode(email);
    const results = await Promise.all(
      [1, 2].map(() =>
        newClient().call(userRegister, { input: registerInput({ email, verifyCode: code }) }),
      ),
    );
    const tokens = results.map((result) => result.body.data?.userRegister.token).filter(Boolean);
    expect(tokens).toHaveLength(1);
    const count = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from customers where email = ${email}`,
    );
    expect(count[0]?.n).toBe(1);
  });

  it("refuses every §5 rule in the caller's language", async () => {
    const result = await newClient("zh").call(userRegister, {
      input: registerInput({
        agreement: false,
        firstName: "<script>",
        gender: "",
        birthMonth: 13,
        email: "x@example.com",
        password: "abcdef",
        confirmPassword: "abcdeg",
      }),
    });
    const errors = result.body.data?.userRegister.userErrors ?? [];
    const byField = Object.fromEntries(errors.map((error) => [error.field, error.message]));
    expect(byField).toMatchObject({
      agreement: "請同意私隱政策及使用條款。",
      firstName: "只可使用字母、數字、中文字及空格。",
      gender: "請選擇性別。",
      birthMonth: "請選擇出生月份。",
      password: "密碼須包含最少一個字母及一個數字。",
    });
    expect(result.body.data?.userRegister.token).toBeNull();
  });
});

describe("resetPassword and updatePassword", () => {
  it("resets with a code, revokes every other session and signs the caller in", async () => {
    tick(3600);
    const email = "forgetful@example.com";
    const { client: oldDevice } = await registerByEmail(email);
    tick(61);
    const browser = newClient();
    await browser.call(visitorLogin);
    expect((await sendEmailCode(browser, email, "RESET_PASSWORD")).success).toBe(true);
    const code = await latestCode(email);
    const wrongCode = await browser.call(resetPassword, {
      input: {
        email,
        verifyCode: code === "123456" ? "654321" : "123456",
        password: "NewPass99",
        confirmPassword: "NewPass99",
      },
    });
    expect(wrongCode.body.data?.resetPassword.userErrors[0]?.code).toBe("VERIFY_CODE_INVALID");
    const result = await browser.call(resetPassword, {
      input: { email, verifyCode: code, password: "NewPass99", confirmPassword: "NewPass99" },
    });
    expect(result.body.data?.resetPassword.customer?.email).toBe(email);
    const stale = await oldDevice.call(customer);
    expect(stale.body.errors?.[0]?.extensions?.code).toBe("10110143");
    const oldLogin = await newClient().call(userLogin, {
      input: { account: email, password: "Hiking2026" },
    });
    expect(oldLogin.body.data?.userLogin.token).toBeNull();
    const newLogin = await newClient().call(userLogin, {
      input: { account: email, password: "NewPass99" },
    });
    expect(newLogin.body.data?.userLogin.token).toBeTruthy();
    // The code was used up.
    const replay = await newClient().call(resetPassword, {
      input: { email, verifyCode: code, password: "Other1234", confirmPassword: "Other1234" },
    });
    expect(replay.body.data?.resetPassword.userErrors[0]?.code).toBe("VERIFY_CODE_INVALID");
  });

  it("a RESET_PASSWORD code for member A cannot reset member B", async () => {
    tick(3600);
    await registerByEmail("member.a@example.com");
    await registerByEmail("member.b@example.com");
    tick(61);
    const attacker = newClient();
    await sendEmailCode(attacker, "member.a@example.com", "RESET_PASSWORD");
    const codeOfA = await latestCode("member.a@example.com");
    const result = await attacker.call(resetPassword, {
      input: {
        email: "member.b@example.com",
        verifyCode: codeOfA,
        password: "Taken123",
        confirmPassword: "Taken123",
      },
    });
    expect(result.body.data?.resetPassword.userErrors[0]?.code).toBe("VERIFY_CODE_INVALID");
  });

  it("changes the password: old must match, new must differ, other sessions end, the caller's stays", async () => {
    tick(3600);
    const email = "changer@example.com";
    const { client: phone } = await registerByEmail(email);
    const laptop = newClient();
    await laptop.call(userLogin, { input: { account: email, password: "Hiking2026" } });
    const wrongOld = await laptop.call(updatePassword, {
      input: { oldPassword: "Wrong1234", newPassword: "Fresh2027" },
    });
    expect(wrongOld.body.data?.updatePassword.userErrors[0]).toMatchObject({
      code: "OLD_PASSWORD_WRONG",
      message: "The old password is wrong.",
    });
    const same = await laptop.call(updatePassword, {
      input: { oldPassword: "Hiking2026", newPassword: "Hiking2026" },
    });
    expect(same.body.data?.updatePassword.userErrors[0]?.code).toBe("NEW_PASSWORD_SAME_AS_OLD");
    const weak = await laptop.call(updatePassword, {
      input: { oldPassword: "Hiking2026", newPassword: "short" },
    });
    expect(weak.body.data?.updatePassword.userErrors[0]?.field).toBe("password");
    // Nothing changed so far: the phone is still signed in.
    expect((await phone.call(customer)).body.data?.customer?.email).toBe(email);
    const done = await laptop.call(updatePassword, {
      input: { oldPassword: "Hiking2026", newPassword: "Fresh2027" },
    });
    expect(done.body.data?.updatePassword.success).toBe(true);
    expect((await laptop.call(customer)).body.data?.customer?.email).toBe(email);
    expect((await phone.call(customer)).body.errors?.[0]?.extensions?.code).toBe("10110143");
  });

  it("refuses a visitor", async () => {
    const visitor = newClient();
    await visitor.call(visitorLogin);
    const result = await visitor.call(updatePassword, {
      input: { oldPassword: "Member1234", newPassword: "Other1234" },
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe("401");
  });
});
