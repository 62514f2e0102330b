import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { TOO_MANY_DIRECTIVES } from "@/lib/graphql/directive-limit";
import { GRAPHQL_LIMITS } from "@/lib/graphql/limits";
import { isVisitor, visitorLogin } from "@/lib/graphql/operations/accounts";
import { createGraphQLServer } from "@/lib/graphql/server";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TEST_SESSION_SECRET, TestClient } from "./support/graphql-client";

let database: TestDatabase;
let client: TestClient;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new TestClient(createTestServer(database.db));
});
afterAll(() => database.dispose());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the channel-code header", () => {
  it("refuses a call without it with a clear message and no data", async () => {
    const response = await client.raw({
      headers: { "channel-code": "" },
      body: JSON.stringify({ query: visitorLogin.source }),
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors[0]?.extensions.code).toBe("CHANNEL_CODE_REQUIRED");
    expect(body.errors[0]?.message).toContain("channel-code: 100");
  });

  it("answers the refusal in Chinese when lang is zh_HK", async () => {
    const response = await client.raw({
      headers: { "channel-code": "7", lang: "zh_HK" },
      body: JSON.stringify({ query: visitorLogin.source }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toContain("請求必須包含");
  });

  it("answers in the locale cookie's language without a lang header, the header winning over it", async () => {
    const refusal = async (headers: Record<string, string>) => {
      const response = await client.raw({
        headers: { "channel-code": "7", ...headers },
        body: JSON.stringify({ query: visitorLogin.source }),
      });
      return ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message;
    };
    expect(await refusal({ cookie: "locale=zh" })).toContain("請求必須包含");
    expect(await refusal({ cookie: "locale=zh", lang: "en_US" })).toContain("channel-code: 100");
    expect(await refusal({ cookie: "locale=xx" })).toContain("channel-code: 100");
  });

  it("accepts the operation name appended to the path", async () => {
    const result = await client.call(visitorLogin);
    expect(result.status).toBe(200);
    expect(result.body.data?.visitorLogin.token).toMatch(/^[\w-]{43}$/);
  });
});

describe("request limits", () => {
  it("refuses malformed JSON with a 400 and a message, not a 500", async () => {
    const response = await client.raw({ body: "{ not json" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/json/i);
  });

  it("refuses a 30-deep query", async () => {
    const deep = `query deep { categories { ${"children { ".repeat(29)}code${" }".repeat(29)} } }`;
    const response = await client.raw({ body: JSON.stringify({ query: deep }) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      data?: unknown;
      errors: { message: string; extensions?: { code?: string } }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toMatch(/depth/i);
    expect(body.errors[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("refuses 500 aliases", async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: brands { code }`).join(" ");
    const response = await client.raw({
      body: JSON.stringify({ query: `query many { ${aliases} }` }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { message: string; extensions?: { code?: string } }[];
    };
    expect(body.errors[0]?.message).toMatch(/alias|token/i);
    expect(body.errors[0]?.extensions?.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
  });

  it("refuses more directives than the limit, fragments counted, before visitorLogin runs", async () => {
    const customers = async () =>
      (
        await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from customers`)
      )[0];
    const before = await customers();
    // Half the directives in a fragment spread twice: only the expanded count is over the limit.
    const half = Math.ceil((GRAPHQL_LIMITS.maxDirectives + 1) / 4);
    const fragment = `fragment T on LoginPayload { ${"token @include(if: true) ".repeat(half)}}`;
    const document = `mutation login { visitorLogin { ...T ...T ${"token @skip(if: false) ".repeat(half * 2)}} } ${fragment}`;
    const response = await client.raw({ body: JSON.stringify({ query: document }) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      data?: unknown;
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body).not.toHaveProperty("data");
    expect(body.errors[0]?.extensions.code).toBe(TOO_MANY_DIRECTIVES);
    expect(body.errors[0]?.message).toBe(
      `Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded, found ${half * 4}.`,
    );
    expect(await customers()).toEqual(before);
    // At the limit the same mutation runs.
    const within = `mutation login { visitorLogin { ${"token @include(if: true) ".repeat(GRAPHQL_LIMITS.maxDirectives)}} }`;
    const ran = await client.raw({ body: JSON.stringify({ query: within }) });
    expect(ran.status).toBe(200);
    expect(((await ran.json()) as { data?: unknown }).data).toBeTruthy();
  });

  it("refuses a 5 MB body with 413 before parsing it", async () => {
    const huge = JSON.stringify({
      query: `query big { brands { code } }`,
      variables: { pad: "x".repeat(5 * 1024 * 1024) },
    });
    const response = await client.raw({ body: huge });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("BODY_TOO_LARGE");
  });

  it("refuses a batch of operations", async () => {
    const response = await client.raw({
      body: JSON.stringify([
        { query: "query a { brands { code } }" },
        { query: "query b { brands { code } }" },
      ]),
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it("does not suggest field names to a prober", async () => {
    const response = await client.raw({
      body: JSON.stringify({ query: "query probe { brand { code } }" }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe("unexpected errors", () => {
  it("are masked: nothing internal reaches the client", async () => {
    const broken = createGraphQLServer({
      getDb: async () => database.db,
      sessionSecret: TEST_SESSION_SECRET,
      ssoSecret: undefined,
      cookieSecure: false,
      paymentConfig: paymentConfigFromEnv,
      now: () => {
        throw new Error('relation "secret_table" does not exist');
      },
    });
    const response = await new TestClient(broken).raw({
      body: JSON.stringify({ query: "query b { brands { code } }" }),
    });
    const text = await response.text();
    expect(text).not.toContain("secret_table");
    expect(text).toContain("Unexpected error.");
  });

  it("do not include a variable of the wrong kind: that is the caller's error, told as such", async () => {
    // graphql-js wraps a scalar's or enum's refusal of a variable in a GraphQLError that keeps
    // the refusal as its originalError; it is a client error like any other invalid variable.
    for (const [document, variables, said] of [
      [
        "query b($code: String!) { docs(code: $code) { code } }",
        { code: [] },
        "String cannot represent",
      ],
      [
        "query b($n: Int) { queryGoDollar(latest: $n) { balance } }",
        { n: "1e3" },
        "Int cannot represent",
      ],
      [
        "query b($s: CouponUseStatus) { coupons(status: $s) { totalCount } }",
        { s: 1 },
        "CouponUseStatus",
      ],
    ] as const) {
      const response = await client.raw({ body: JSON.stringify({ query: document, variables }) });
      const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
      expect(response.status, document).toBe(400);
      expect(body.errors[0]?.message, document).toContain(said);
      expect(body, document).not.toHaveProperty("data");
    }
  });

  it("do not include a NUL character in a string: refused before any resolver runs", async () => {
    // PostgreSQL's text cannot hold U+0000: it used to fail the first query it reached.
    for (const [document, variables] of [
      ["query b($code: String!) { docs(code: $code) { code } }", { code: "a\u0000b" }],
      [
        "query b($codes: [String!]!) { productByCode(codes: $codes) { code } }",
        { codes: ["x", "\u0000"] },
      ],
      ['query b { docs(code: "a\\u0000b") { code } }', {}],
    ] as const) {
      const response = await client.raw({ body: JSON.stringify({ query: document, variables }) });
      const body = (await response.json()) as {
        data?: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(response.status, document).toBe(400);
      expect(body.errors[0]?.extensions.code, document).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(body.errors[0]?.message, document).toContain("NUL");
      expect(body, document).not.toHaveProperty("data");
    }
  });
});

describe("automatic persisted queries over GET", () => {
  it("answers PersistedQueryNotFound for an unknown hash", async () => {
    const document = "query unknownOne { brands { code } }";
    const extensions = JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: sha256(document) },
    });
    const response = await client.raw({
      method: "GET",
      query: `?extensions=${encodeURIComponent(extensions)}`,
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe("PersistedQueryNotFound");
  });

  it("serves the shop's own operations by hash from the first request", async () => {
    await client.call(visitorLogin);
    const extensions = JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: sha256(isVisitor.source) },
    });
    const response = await client.raw({
      method: "GET",
      path: "/api/graphql/isVisitor",
      query: `?operationName=isVisitor&extensions=${encodeURIComponent(extensions)}`,
    });
    const body = (await response.json()) as { data: { customer: { isVisitor: boolean } } };
    expect(body.data.customer.isVisitor).toBe(true);
  });

  it("registers a document sent with its hash by POST, then serves it by GET", async () => {
    const document = "query registeredLater { brands { code } }";
    const persistedQuery = { version: 1, sha256Hash: sha256(document) };
    await client.raw({ body: JSON.stringify({ query: document, extensions: { persistedQuery } }) });
    const response = await client.raw({
      method: "GET",
      query: `?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery }))}`,
    });
    const body = (await response.json()) as { data: { brands: unknown[] } };
    expect(body.data.brands).toEqual([]);
  });

  it("refuses a document whose hash does not match", async () => {
    const response = await client.raw({
      body: JSON.stringify({
        query: "query x { brands { code } }",
        extensions: { persistedQuery: { version: 1, sha256Hash: sha256("other") } },
      }),
    });
    expect(response.status).toBe(400);
  });

  it("refuses mutations over GET", async () => {
    const response = await client.raw({
      method: "GET",
      query: `?query=${encodeURIComponent(visitorLogin.source)}`,
    });
    expect(response.status).toBe(405);
  });
});
