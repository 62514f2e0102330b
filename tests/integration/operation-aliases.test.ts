/**
 * The spec's alternative operation names (accounts §7; docs/adr/0028): each answers exactly
 * like its main operation, because it is the same resolver under a second, deprecated name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getNamedType, isObjectType, type GraphQLField } from "graphql";
import { thirdPartyBindings } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import type { IdentityProviderConfig } from "@/lib/domain/accounts/identity-providers";
import { userLogin } from "@/lib/graphql/operations/accounts";
import { getSchema } from "@/lib/graphql/schema";
import { TOKEN_COOKIE } from "@/lib/session/cookies";
import {
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from "../support/fake-identity-provider.mjs";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const ALIASES = {
  anonymousUserLogin: "visitorLogin",
  loginAsVisitor: "visitorLogin",
  getImageVerifyCode: "imageVerificationCreate",
  thirdPartyLogin: "gwLoginByThirdParty",
  linkAccount: "thirdPartyBindV2",
} as const;

let database: TestDatabase;
let provider: FakeIdentityProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  provider = await startFakeIdentityProvider();
});
afterAll(async () => {
  await provider.close();
  await database.dispose();
});

function newClient() {
  const env = provider.env();
  const config: IdentityProviderConfig = {
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
    redirectUri: "http://shop.test/linkAccount",
  };
  return new TestClient(createTestServer(database.db, { identityProviders: () => config }));
}

interface Answer {
  data?: Record<string, Record<string, unknown> | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Sends one mutation by name; the selection is the same for the main name and the alias. */
async function mutate(
  client: TestClient,
  field: string,
  args: string,
  selection: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const response = await client.raw({
    body: JSON.stringify({
      query: `mutation ${args ? `(${args})` : ""} { result: ${field}${
        args ? `(${args.replace(/\$(\w+): [\w!]+/g, "$1: $$$1")})` : ""
      } { ${selection} } }`,
      variables,
    }),
  });
  return (await response.json()) as Answer;
}

describe("the schema", () => {
  it("deprecates each alias in favour of its main operation, with the same arguments and type", () => {
    const mutations = getSchema().getMutationType()!.getFields();
    const shape = (field: GraphQLField<unknown, unknown>) => ({
      type: String(field.type),
      args: field.args.map((arg) => `${arg.name}: ${String(arg.type)}`),
    });
    for (const [alias, main] of Object.entries(ALIASES)) {
      expect(mutations[alias]?.deprecationReason).toBe(`Use ${main}`);
      expect(mutations[main]?.deprecationReason ?? null).toBeNull();
      expect(shape(mutations[alias]!)).toEqual(shape(mutations[main]!));
      expect(isObjectType(getNamedType(mutations[alias]!.type))).toBe(true);
    }
  });
});

describe("the aliases answer like their main operation", () => {
  it("anonymousUserLogin and loginAsVisitor sign in a new visitor, as visitorLogin does", async () => {
    for (const field of ["visitorLogin", "anonymousUserLogin", "loginAsVisitor"]) {
      const client = newClient();
      const answer = await mutate(
        client,
        field,
        "",
        "token customer { userCode isVisitor } userErrors { code }",
      );
      const result = answer.data?.result as {
        token: string;
        customer: { userCode: string; isVisitor: boolean };
        userErrors: unknown[];
      };
      expect(result.token).toMatch(/^[\w-]{43}$/);
      expect(result.customer.isVisitor).toBe(true);
      expect(result.userErrors).toEqual([]);
      expect(client.cookies.get(TOKEN_COOKIE)).toBe(result.token);
    }
  });

  it("getImageVerifyCode hands out an image and token, as imageVerificationCreate does", async () => {
    for (const field of ["imageVerificationCreate", "getImageVerifyCode"]) {
      const answer = await mutate(newClient(), field, "", "image token");
      const result = answer.data?.result as { image: string; token: string };
      expect(result.image).toMatch(/^data:image\/svg\+xml/);
      expect(result.token.length).toBeGreaterThan(20);
    }
  });

  it("thirdPartyLogin checks the token's user and hands back a link ticket, as gwLoginByThirdParty does", async () => {
    const args = "$appType: ThirdPartyAppType!, $appIdentifier: String!, $userId: String!";
    const selection = "token linkTicket userErrors { code field }";
    for (const field of ["gwLoginByThirdParty", "thirdPartyLogin"]) {
      const person = { id: `fb-alias-${field}`, name: "Alias Person" };
      const token = provider.issueFacebookToken(person);
      const wrongUser = await mutate(newClient(), field, args, selection, {
        appType: "FACEBOOK",
        appIdentifier: token,
        userId: "someone-else",
      });
      expect(wrongUser.data?.result).toMatchObject({
        token: null,
        userErrors: [{ code: "THIRD_PARTY_USER_MISMATCH", field: "userId" }],
      });
      const unbound = await mutate(newClient(), field, args, selection, {
        appType: "FACEBOOK",
        appIdentifier: token,
        userId: person.id,
      });
      expect(unbound.data?.result).toMatchObject({
        token: null,
        userErrors: [{ code: "THIRD_PARTY_NOT_BOUND" }],
      });
      expect((unbound.data?.result as { linkTicket: string }).linkTicket).toBeTruthy();
    }
  });

  it("linkAccount refuses a visitor and binds for a member, as thirdPartyBindV2 does", async () => {
    const args = "$appType: ThirdPartyAppType!, $appIdentifier: String";
    const selection = "customer { email } thirdPartyProfile { thirdPartyId } userErrors { code }";
    for (const field of ["thirdPartyBindV2", "linkAccount"]) {
      const person = { id: `fb-bind-${field}`, name: "Bind Person" };
      const variables = { appType: "FACEBOOK", appIdentifier: provider.issueFacebookToken(person) };
      const visitor = await mutate(newClient(), field, args, selection, variables);
      expect(visitor.errors?.[0]?.extensions?.code).toBe("401");

      const member = newClient();
      const login = await member.call(userLogin, {
        input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      });
      expect(login.body.data?.userLogin.token).toBeTruthy();
      const bound = await mutate(member, field, args, selection, variables);
      expect(bound.data?.result).toEqual({
        customer: { email: DEMO_MEMBER.email },
        thirdPartyProfile: { thirdPartyId: person.id },
        userErrors: [],
      });
      // One Facebook account per member: unbind by hand so the alias gets the same start.
      await database.db
        .delete(thirdPartyBindings)
        .where(eq(thirdPartyBindings.thirdPartyId, person.id));
    }
  });
});
