/**
 * Social sign-in over the real adapters against the fake Facebook and Instagram that this file
 * starts on a free port (tests/support/fake-identity-provider.mjs; accounts §7 Login, ADR 0024).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { thirdPartyBindings } from "@/lib/db/schema";
import type { IdentityProviderConfig } from "@/lib/domain/accounts/identity-providers";
import { customer, userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { cart, cartAdd } from "@/lib/graphql/operations/cart";
import { sendEmailVerifyCode, userRegister } from "@/lib/graphql/operations/registration";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  facebookLogin,
  gwLoginByThirdParty,
  instagramLogin,
  thirdPartyBindV2,
  thirdPartyLinkProfile,
} from "@/lib/graphql/operations/third-party";
import { TOKEN_COOKIE } from "@/lib/session/cookies";
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from "../support/fake-identity-provider.mjs";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
let provider: FakeIdentityProvider;
let clock = new Date("2026-11-22T10:00:00Z");
const REDIRECT_URI = "http://shop.test/linkAccount";

function configOf(fake: FakeIdentityProvider): IdentityProviderConfig {
  const env = fake.env();
  return {
    facebook: {
      appId: env.FACEBOOK_APP_ID!,
      appSecret: env.FACEBOOK_APP_SECRET!,
      dialogUrl: env.FACEBOOK_DIALOG_URL!,
      graphUrl: env.FACEBOOK_GRAPH_URL!,
    },
    instagram: {
      appId: env.INSTAGRAM_APP_ID!,
      appSecret: env.INSTAGRAM_APP_SECRET!,
      authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL!,
      tokenUrl: env.INSTAGRAM_TOKEN_URL!,
      graphUrl: env.INSTAGRAM_GRAPH_URL!,
    },
    redirectUri: REDIRECT_URI,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  provider = await startFakeIdentityProvider();
});
afterAll(async () => {
  await provider.close();
  await database.dispose();
});

function newClient(options: { configured?: boolean; headers?: Record<string, string> } = {}) {
  const config = options.configured === false ? undefined : configOf(provider);
  return new TestClient(
    createTestServer(database.db, {
      now: () => clock,
      identityProviders: config ? () => config : undefined,
    }),
    { headers: options.headers },
  );
}

async function memberClient(account: { email: string; password: string }) {
  const client = newClient();
  const login = await client.call(userLogin, {
    input: { account: account.email, password: account.password },
  });
  expect(login.body.data?.userLogin.token).toBeTruthy();
  return client;
}

let people = 0;
/** A Facebook person nobody has linked yet. */
function newFacebookPerson() {
  people += 1;
  return { id: `fb-test-${people}`, name: `Test Person ${people}`, email: `p${people}@fb.test` };
}

async function bindingsOf(thirdPartyId: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(thirdPartyBindings)
    .where(eq(thirdPartyBindings.thirdPartyId, thirdPartyId));
  return row?.n ?? 0;
}

describe("facebookLogin", () => {
  it("answers an unlinked account with its profile and a link ticket, and no session", async () => {
    const person = newFacebookPerson();
    const client = newClient({ headers: { lang: "zh_HK" } });
    const result = await client.call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    const payload = result.body.data?.facebookLogin;
    expect(payload?.token).toBeNull();
    expect(payload?.userErrors[0]?.code).toBe("THIRD_PARTY_NOT_BOUND");
    expect(payload?.userErrors[0]?.message).toMatch(/尚未連結/);
    expect(payload?.thirdPartyProfile).toEqual({
      thirdPartyId: person.id,
      nickName: person.name,
      email: person.email,
      mobile: null,
    });
    expect(payload?.linkTicket).toBeTruthy();
    expect(client.cookies.has(TOKEN_COOKIE)).toBe(false);
    const profile = await client.call(thirdPartyLinkProfile, { linkTicket: payload!.linkTicket! });
    expect(profile.body.data?.thirdPartyLinkProfile?.thirdPartyProfile.thirdPartyId).toBe(
      person.id,
    );
    expect(profile.body.data?.thirdPartyLinkProfile?.appType).toBe("FACEBOOK");
  });

  it("links by ticket for a signed-in member, then signs that member in directly", async () => {
    const person = newFacebookPerson();
    const first = await newClient().call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    const linkTicket = first.body.data!.facebookLogin.linkTicket!;
    const member = await memberClient(DEMO_MEMBER);
    const bound = await member.call(thirdPartyBindV2, { appType: "FACEBOOK", linkTicket });
    expect(bound.body.data?.thirdPartyBindV2.userErrors).toEqual([]);
    expect(bound.body.data?.thirdPartyBindV2.customer?.email).toBe(DEMO_MEMBER.email);

    const visitor = newClient();
    await visitor.call(visitorLogin);
    const again = await visitor.call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    expect(again.body.data?.facebookLogin.userErrors).toEqual([]);
    expect(again.body.data?.facebookLogin.customer?.email).toBe(DEMO_MEMBER.email);
    expect(visitor.cookies.get(TOKEN_COOKIE)).toBe(again.body.data?.facebookLogin.token);
    const me = await visitor.call(customer);
    expect(me.body.data?.customer?.isVisitor).toBe(false);

    // The ticket was used up by the bind.
    const reused = await (
      await memberClient(DEMO_STAFF)
    ).call(thirdPartyBindV2, { appType: "FACEBOOK", linkTicket });
    expect(reused.body.data?.thirdPartyBindV2.userErrors[0]?.code).toBe("LINK_TICKET_INVALID");
    const profile = await visitor.call(thirdPartyLinkProfile, { linkTicket });
    expect(profile.body.data?.thirdPartyLinkProfile).toBeNull();
  });

  it("refuses a token that Facebook issued to another app, and a made-up token", async () => {
    const person = newFacebookPerson();
    const client = newClient();
    const foreign = await client.call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person, { appId: "someone-elses-app" }),
    });
    expect(foreign.body.data?.facebookLogin.userErrors[0]?.code).toBe("THIRD_PARTY_AUTH_FAILED");
    expect(foreign.body.data?.facebookLogin.linkTicket).toBeNull();
    const madeUp = await client.call(facebookLogin, { appIdentifier: "not-a-token" });
    expect(madeUp.body.data?.facebookLogin.userErrors[0]?.code).toBe("THIRD_PARTY_AUTH_FAILED");
    expect(client.cookies.has(TOKEN_COOKIE)).toBe(false);
  });

  it("says the provider is unavailable when it does not answer, and disabled when not configured", async () => {
    provider.setDown(true);
    try {
      const down = await newClient().call(facebookLogin, {
        appIdentifier: provider.issueFacebookToken(newFacebookPerson()),
      });
      expect(down.body.data?.facebookLogin.userErrors[0]?.code).toBe("THIRD_PARTY_UNAVAILABLE");
    } finally {
      provider.setDown(false);
    }
    const off = await newClient({ configured: false }).call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(newFacebookPerson()),
    });
    expect(off.body.data?.facebookLogin.userErrors[0]?.code).toBe("THIRD_PARTY_DISABLED");
  });
});

describe("thirdPartyBindV2", () => {
  it("refuses a visitor and links nothing", async () => {
    const person = newFacebookPerson();
    const first = await newClient().call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    const visitor = newClient();
    await visitor.call(visitorLogin);
    const result = await visitor.call(thirdPartyBindV2, {
      appType: "FACEBOOK",
      linkTicket: first.body.data!.facebookLogin.linkTicket!,
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe("401");
    expect(await bindingsOf(person.id)).toBe(0);
  });

  it("refuses a social account linked to another member, and keeps the link where it was", async () => {
    const person = newFacebookPerson();
    const staff = await memberClient(DEMO_STAFF);
    const mine = await staff.call(thirdPartyBindV2, {
      appType: "FACEBOOK",
      appIdentifier: provider.issueFacebookToken(person),
    });
    expect(mine.body.data?.thirdPartyBindV2.userErrors).toEqual([]);
    // The same binding again is fine.
    const again = await staff.call(thirdPartyBindV2, {
      appType: "FACEBOOK",
      appIdentifier: provider.issueFacebookToken(person),
    });
    expect(again.body.data?.thirdPartyBindV2.userErrors).toEqual([]);

    const member = await memberClient(DEMO_MEMBER);
    const taken = await member.call(thirdPartyBindV2, {
      appType: "FACEBOOK",
      appIdentifier: provider.issueFacebookToken(person),
    });
    expect(taken.body.data?.thirdPartyBindV2.userErrors[0]?.code).toBe(
      "THIRD_PARTY_BOUND_ELSEWHERE",
    );
    const signIn = await newClient().call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    expect(signIn.body.data?.facebookLogin.customer?.email).toBe(DEMO_STAFF.email);
  });

  it("refuses a second Facebook account for one member, leaving the ticket usable for another", async () => {
    // The demo member linked a Facebook account in an earlier test; staff did too.
    const person = newFacebookPerson();
    const first = await newClient().call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    const linkTicket = first.body.data!.facebookLogin.linkTicket!;
    const member = await memberClient(DEMO_MEMBER);
    const refused = await member.call(thirdPartyBindV2, { appType: "FACEBOOK", linkTicket });
    expect(refused.body.data?.thirdPartyBindV2.userErrors[0]?.code).toBe(
      "THIRD_PARTY_MEMBER_HAS_ONE",
    );
    expect(await bindingsOf(person.id)).toBe(0);
    const profile = await member.call(thirdPartyLinkProfile, { linkTicket });
    expect(profile.body.data?.thirdPartyLinkProfile?.thirdPartyProfile.thirdPartyId).toBe(
      person.id,
    );
  });

  it("refuses an expired ticket, and a ticket under another app type", async () => {
    const person = { id: "ig-test-expiry", username: "expiry" };
    const first = await newClient().call(instagramLogin, {
      authCode: provider.issueInstagramCode(person, REDIRECT_URI),
    });
    const linkTicket = first.body.data!.instagramLogin.linkTicket!;
    const member = await memberClient(DEMO_MEMBER);
    const wrongType = await member.call(thirdPartyBindV2, { appType: "FACEBOOK", linkTicket });
    expect(wrongType.body.data?.thirdPartyBindV2.userErrors[0]?.code).toBe("LINK_TICKET_INVALID");
    const saved = clock;
    clock = new Date(saved.getTime() + 901_000);
    try {
      const late = await (
        await memberClient(DEMO_MEMBER)
      ).call(thirdPartyBindV2, { appType: "INSTAGRAM", linkTicket });
      expect(late.body.data?.thirdPartyBindV2.userErrors[0]?.code).toBe("LINK_TICKET_INVALID");
    } finally {
      clock = saved;
    }
    expect(await bindingsOf(person.id)).toBe(0);
  });

  it("asks for a ticket or a provider token", async () => {
    const member = await memberClient(DEMO_MEMBER);
    const result = await member.call(thirdPartyBindV2, { appType: "INSTAGRAM" });
    expect(result.body.data?.thirdPartyBindV2.userErrors[0]?.code).toBe("THIRD_PARTY_AUTH_FAILED");
  });
});

describe("instagramLogin", () => {
  it("exchanges a code once: the same code again is refused", async () => {
    const person = { id: "ig-test-1", username: "hill.runner" };
    const code = provider.issueInstagramCode(person, REDIRECT_URI);
    const first = await newClient().call(instagramLogin, { authCode: code });
    expect(first.body.data?.instagramLogin.userErrors[0]?.code).toBe("THIRD_PARTY_NOT_BOUND");
    expect(first.body.data?.instagramLogin.thirdPartyProfile?.nickName).toBe("hill.runner");
    const replay = await newClient().call(instagramLogin, { authCode: code });
    expect(replay.body.data?.instagramLogin.userErrors[0]?.code).toBe("THIRD_PARTY_AUTH_FAILED");
  });

  it("signs in the member an Instagram account is linked to", async () => {
    const person = { id: "ig-test-2", username: "peak.bagger" };
    const staff = await memberClient(DEMO_STAFF);
    const bound = await staff.call(thirdPartyBindV2, {
      appType: "INSTAGRAM",
      appIdentifier: provider.issueInstagramToken(person),
    });
    expect(bound.body.data?.thirdPartyBindV2.userErrors).toEqual([]);
    const result = await newClient().call(instagramLogin, {
      authCode: provider.issueInstagramCode(person, REDIRECT_URI),
    });
    expect(result.body.data?.instagramLogin.customer?.email).toBe(DEMO_STAFF.email);
  });
});

describe("gwLoginByThirdParty", () => {
  it("signs in only when userId is the token's own user", async () => {
    const person = newFacebookPerson();
    const token = provider.issueFacebookToken(person);
    const wrong = await newClient().call(gwLoginByThirdParty, {
      appType: "FACEBOOK",
      appIdentifier: token,
      userId: "fb-someone-else",
    });
    expect(wrong.body.data?.gwLoginByThirdParty.userErrors[0]?.code).toBe(
      "THIRD_PARTY_USER_MISMATCH",
    );
    expect(wrong.body.data?.gwLoginByThirdParty.linkTicket).toBeNull();
    const right = await newClient().call(gwLoginByThirdParty, {
      appType: "FACEBOOK",
      appIdentifier: token,
      userId: person.id,
    });
    expect(right.body.data?.gwLoginByThirdParty.userErrors[0]?.code).toBe("THIRD_PARTY_NOT_BOUND");
    expect(right.body.data?.gwLoginByThirdParty.thirdPartyProfile?.thirdPartyId).toBe(person.id);
  });
});

describe("a social sign-in as a member", () => {
  it("rotates the visitor's token and takes the visitor's bag along", async () => {
    const person = { id: "ig-test-bag", username: "bag.carrier" };
    // The demo member has a Facebook account linked by now, but no Instagram one.
    const member = await memberClient(DEMO_MEMBER);
    const bound = await member.call(thirdPartyBindV2, {
      appType: "INSTAGRAM",
      appIdentifier: provider.issueInstagramToken(person),
    });
    expect(bound.body.data?.thirdPartyBindV2.userErrors).toEqual([]);
    const [sku] = await queryRows<{ code: string }>(
      database.db,
      sql`select s.code from skus s join inventories i on i.sku_id = s.id
        join products p on p.id = s.product_id
        where i.available >= 5 and s.is_enabled and p.sale_status = 'ON_SHELF' order by s.id limit 1`,
    );
    const skuCode = sku!.code;
    const shopper = newClient();
    const visitorToken = (await shopper.call(visitorLogin)).body.data!.visitorLogin.token!;
    const added = await shopper.call(cartAdd, { input: [{ skuCode, quantity: 1 }] });
    expect(added.body.data?.cartAdd.userErrors).toEqual([]);

    const login = await shopper.call(instagramLogin, {
      authCode: provider.issueInstagramCode(person, REDIRECT_URI),
    });
    expect(login.body.data?.instagramLogin.customer?.email).toBe(DEMO_MEMBER.email);
    const bag = await shopper.call(cart, {});
    expect(bag.body.data?.cart.ableCartItems.map((line) => line.sku.code)).toContain(skuCode);
    const old = await newClient().call(customer, undefined, { headers: { token: visitorToken } });
    expect(old.body.errors?.[0]?.extensions?.code).toBe("10110143");
  });
});

describe("sign-up that finishes a social sign-in (ADR 0028)", () => {
  /** Signs a visitor up by e-mail with the code from the outbox; the client is the new member. */
  async function signUp(email: string) {
    const client = newClient();
    await client.call(visitorLogin);
    const sent = await client.call(sendEmailVerifyCode, { input: { email, purpose: "REGISTER" } });
    expect(sent.body.data?.sendEmailVerifyCode.success).toBe(true);
    const rows = await queryRows<{ body: string }>(
      database.db,
      sql`select body from outbox where recipient = ${email} order by created_at desc limit 1`,
    );
    const verifyCode = /\b(\d{6})\b/.exec(rows[0]?.body ?? "")?.[1] ?? "";
    const registered = await client.call(userRegister, {
      input: {
        agreement: true,
        title: "MR",
        countryCode: "HK",
        firstName: "Casey",
        lastName: "Trail",
        gender: "MALE",
        birthMonth: 3,
        email,
        verifyCode,
        password: "Trail2026",
        confirmPassword: "Trail2026",
      },
    });
    expect(registered.body.data?.userRegister.userErrors).toEqual([]);
    return client;
  }

  it("binds the ticket to the member just made, who then signs in with Facebook", async () => {
    const person = newFacebookPerson();
    const first = await newClient().call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    const linkTicket = first.body.data!.facebookLogin.linkTicket!;
    const member = await signUp("new.linked@example.com");
    const bound = await member.call(thirdPartyBindV2, { appType: "FACEBOOK", linkTicket });
    expect(bound.body.data?.thirdPartyBindV2.userErrors).toEqual([]);
    expect(bound.body.data?.thirdPartyBindV2.customer?.email).toBe("new.linked@example.com");

    const again = await newClient().call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    expect(again.body.data?.facebookLogin.customer?.email).toBe("new.linked@example.com");
  });

  it("keeps the new member when the ticket went stale, and says why nothing was linked", async () => {
    const person = newFacebookPerson();
    const first = await newClient().call(facebookLogin, {
      appIdentifier: provider.issueFacebookToken(person),
    });
    const linkTicket = first.body.data!.facebookLogin.linkTicket!;
    const saved = clock;
    clock = new Date(saved.getTime() + 901_000);
    try {
      const member = await signUp("late.linked@example.com");
      const late = await member.call(thirdPartyBindV2, { appType: "FACEBOOK", linkTicket });
      expect(late.body.data?.thirdPartyBindV2.userErrors[0]).toMatchObject({
        code: "LINK_TICKET_INVALID",
        message: expect.stringMatching(/expired or was already used/),
      });
      const me = await member.call(customer);
      expect(me.body.data?.customer?.email).toBe("late.linked@example.com");
      expect(me.body.data?.customer?.isVisitor).toBe(false);
    } finally {
      clock = saved;
    }
    expect(await bindingsOf(person.id)).toBe(0);
  });
});
