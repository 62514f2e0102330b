import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { createSsoToken } from "@/lib/domain/accounts/sso-token";
import {
  customer,
  isVisitor,
  ssoLogin,
  userLogin,
  userLogout,
  visitorLogin,
} from "@/lib/graphql/operations/accounts";
import { SESSION_KIND_COOKIE, TOKEN_COOKIE } from "@/lib/session/cookies";
import { verifySessionKind } from "@/lib/session/kind-cookie";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import {
  createTestServer,
  TEST_SESSION_SECRET,
  TEST_SSO_SECRET,
  TestClient,
} from "./support/graphql-client";

let database: TestDatabase;
let clock = new Date("2026-11-22T10:00:00Z");
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.dispose());

function newClient(options: { ssoSecret?: string; headers?: Record<string, string> } = {}) {
  return new TestClient(createTestServer(database.db, { now, ssoSecret: options.ssoSecret }), {
    headers: options.headers,
  });
}

function cookieAttributes(setCookies: string[], name: string): string {
  return setCookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? "";
}

describe("visitorLogin", () => {
  it("gives a token in the body and as an httpOnly cookie, with a signed session kind", async () => {
    const client = newClient();
    const result = await client.call(visitorLogin);
    const token = result.body.data?.visitorLogin.token;
    expect(token).toBeTruthy();
    expect(result.body.data?.visitorLogin.customer?.isVisitor).toBe(true);
    expect(cookieAttributes(result.setCookies, TOKEN_COOKIE)).toMatch(/HttpOnly/);
    expect(cookieAttributes(result.setCookies, TOKEN_COOKIE)).toMatch(/SameSite=Lax/);
    expect(client.cookies.get(TOKEN_COOKIE)).toBe(token);
    const kind = await verifySessionKind(
      client.cookies.get(SESSION_KIND_COOKIE),
      token ?? undefined,
      TEST_SESSION_SECRET,
      clock,
    );
    expect(kind).toBe("visitor");
  });

  it("makes isVisitor answer true for that token", async () => {
    const client = newClient();
    await client.call(visitorLogin);
    const result = await client.call(isVisitor);
    expect(result.body.data?.customer?.isVisitor).toBe(true);
  });

  it("gives every visitor a different user code and token", async () => {
    const first = (await newClient().call(visitorLogin)).body.data?.visitorLogin;
    const second = (await newClient().call(visitorLogin)).body.data?.visitorLogin;
    expect(first?.token).not.toBe(second?.token);
    expect(first?.customer?.userCode).not.toBe(second?.customer?.userCode);
  });
});

describe("userLogin", () => {
  it("logs the demo member in for 7 days with remember-me", async () => {
    const client = newClient();
    await client.call(visitorLogin);
    const result = await client.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password, rememberMe: true },
    });
    expect(result.body.data?.userLogin.userErrors).toEqual([]);
    expect(result.body.data?.userLogin.customer?.isVisitor).toBe(false);
    expect(cookieAttributes(result.setCookies, TOKEN_COOKIE)).toMatch(/Max-Age=604800/);
    const member = await client.call(customer);
    expect(member.body.data?.customer?.email).toBe(DEMO_MEMBER.email);
  });

  it("logs in for 2 hours without remember-me", async () => {
    const client = newClient();
    const result = await client.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(cookieAttributes(result.setCookies, TOKEN_COOKIE)).toMatch(/Max-Age=7200/);
    expect(cookieAttributes(result.setCookies, SESSION_KIND_COOKIE)).toMatch(/Max-Age=7200/);
  });

  it("accepts the e-mail in any case and the mobile number", async () => {
    const byEmail = await newClient().call(userLogin, {
      input: { account: DEMO_MEMBER.email.toUpperCase(), password: DEMO_MEMBER.password },
    });
    expect(byEmail.body.data?.userLogin.token).toBeTruthy();
    const byMobile = await newClient().call(userLogin, {
      input: { account: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password },
    });
    expect(byMobile.body.data?.userLogin.token).toBeTruthy();
  });

  it("marks the staff member as staff", async () => {
    const result = await newClient().call(userLogin, {
      input: { account: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(result.body.data?.userLogin.customer?.isStaff).toBe(true);
    expect(result.body.data?.userLogin.customer?.memberInfo.staffCode).toBe(DEMO_STAFF.staffCode);
  });

  it("answers a wrong password and an unknown account alike, in the caller's language, setting no cookie", async () => {
    const wrong = await newClient({ headers: { lang: "zh_HK" } }).call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: "Wrong1234" },
    });
    const unknown = await newClient({ headers: { lang: "zh_HK" } }).call(userLogin, {
      input: { account: "nobody@example.com", password: "Wrong1234" },
    });
    expect(wrong.body.data?.userLogin.userErrors).toEqual([
      { code: "00510950027", field: "password", message: "帳戶或密碼不正確。" },
    ]);
    expect(unknown.body.data?.userLogin.userErrors).toEqual(wrong.body.data?.userLogin.userErrors);
    expect(wrong.setCookies).toEqual([]);
    expect(wrong.body.data?.userLogin.token).toBeNull();
  });

  it("reports empty fields as userErrors on those fields", async () => {
    const result = await newClient().call(userLogin, { input: { account: " ", password: "" } });
    expect(result.body.data?.userLogin.userErrors.map((error) => error.field)).toEqual([
      "account",
      "password",
    ]);
  });

  it("rotates the token: the visitor token used before login is revoked", async () => {
    const client = newClient();
    const visitorToken = (await client.call(visitorLogin)).body.data?.visitorLogin.token ?? "";
    const login = await client.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.body.data?.userLogin.token).not.toBe(visitorToken);
    const old = await newClient().call(customer, undefined, { headers: { token: visitorToken } });
    expect(old.body.errors?.[0]?.extensions?.code).toBe("10110143");
  });
});

describe("session authority", () => {
  it("answers 00510104 once the token has expired", async () => {
    const client = newClient();
    await client.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const saved = clock;
    clock = new Date(saved.getTime() + 7201 * 1000);
    try {
      const result = await client.call(customer);
      expect(result.body.errors?.[0]?.extensions?.code).toBe("00510104");
      expect(result.body.data?.customer ?? null).toBeNull();
    } finally {
      clock = saved;
    }
  });

  it("answers 401 for a token it never issued", async () => {
    const result = await newClient().call(customer, undefined, {
      headers: { token: "forged-token" },
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe("401");
  });

  it("prefers the token header over the cookie", async () => {
    const member = newClient();
    const memberToken =
      (
        await member.call(userLogin, {
          input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
        })
      ).body.data?.userLogin.token ?? "";
    const visitor = newClient();
    await visitor.call(visitorLogin);
    const result = await visitor.call(customer, undefined, { headers: { token: memberToken } });
    expect(result.body.data?.customer?.email).toBe(DEMO_MEMBER.email);
  });
});

describe("userLogout", () => {
  it("revokes the session and clears both cookies", async () => {
    const client = newClient();
    const token =
      (
        await client.call(userLogin, {
          input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
        })
      ).body.data?.userLogin.token ?? "";
    const result = await client.call(userLogout);
    expect(result.body.data?.userLogout.success).toBe(true);
    expect(cookieAttributes(result.setCookies, TOKEN_COOKIE)).toMatch(/Max-Age=0/);
    expect(cookieAttributes(result.setCookies, SESSION_KIND_COOKIE)).toMatch(/Max-Age=0/);
    expect(client.cookies.has(TOKEN_COOKIE)).toBe(false);
    const reused = await newClient().call(customer, undefined, { headers: { token } });
    expect(reused.body.errors?.[0]?.extensions?.code).toBe("10110143");
    const again = await client.call(visitorLogin);
    expect(again.body.data?.visitorLogin.customer?.isVisitor).toBe(true);
  });
});

describe("ssoLogin", () => {
  const future = () => new Date(clock.getTime() + 60_000);

  it("is refused while no SSO secret is configured", async () => {
    const token = createSsoToken(DEMO_MEMBER.email, future(), TEST_SSO_SECRET);
    const result = await newClient().call(ssoLogin, { ssoToken: token });
    expect(result.body.data?.ssoLogin.userErrors[0]?.code).toBe("SSO_DISABLED");
  });

  it("logs in the member a valid partner token names", async () => {
    const client = newClient({ ssoSecret: TEST_SSO_SECRET });
    const result = await client.call(ssoLogin, {
      ssoToken: createSsoToken(DEMO_MEMBER.email, future(), TEST_SSO_SECRET),
    });
    expect(result.body.data?.ssoLogin.customer?.email).toBe(DEMO_MEMBER.email);
    expect(client.cookies.get(TOKEN_COOKIE)).toBe(result.body.data?.ssoLogin.token);
  });

  it("refuses a token signed with another secret, an expired token and an unknown member", async () => {
    const client = newClient({ ssoSecret: TEST_SSO_SECRET });
    const forged = await client.call(ssoLogin, {
      ssoToken: createSsoToken(DEMO_MEMBER.email, future(), "another-secret-0123456789abcdef0123"),
    });
    const expired = await client.call(ssoLogin, {
      ssoToken: createSsoToken(
        DEMO_MEMBER.email,
        new Date(clock.getTime() - 1000),
        TEST_SSO_SECRET,
      ),
    });
    const unknown = await client.call(ssoLogin, {
      ssoToken: createSsoToken("ghost@example.com", future(), TEST_SSO_SECRET),
    });
    expect(forged.body.data?.ssoLogin.userErrors[0]?.code).toBe("SSO_TOKEN_INVALID");
    expect(expired.body.data?.ssoLogin.userErrors[0]?.code).toBe("SSO_TOKEN_EXPIRED");
    expect(unknown.body.data?.ssoLogin.userErrors[0]?.code).toBe("SSO_UNKNOWN_MEMBER");
    expect(client.cookies.size).toBe(0);
  });

  it("refuses a token used once already, in the caller's language, and issues no second session", async () => {
    const ssoToken = createSsoToken(
      DEMO_MEMBER.email,
      new Date(clock.getTime() + 90_000),
      TEST_SSO_SECRET,
    );
    const first = await newClient({ ssoSecret: TEST_SSO_SECRET }).call(ssoLogin, { ssoToken });
    expect(first.body.data?.ssoLogin.token).toBeTruthy();
    const thief = newClient({ ssoSecret: TEST_SSO_SECRET, headers: { lang: "zh_HK" } });
    const replayed = await thief.call(ssoLogin, { ssoToken });
    expect(replayed.body.data?.ssoLogin.token).toBeNull();
    expect(replayed.body.data?.ssoLogin.userErrors[0]?.code).toBe("SSO_TOKEN_USED");
    expect(replayed.body.data?.ssoLogin.userErrors[0]?.message).toMatch(/已使用/);
    expect(thief.cookies.size).toBe(0);
  });
});
