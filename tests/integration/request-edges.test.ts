/**
 * The API's request edges (issue 18 item 2, docs/adr/0049): CORS for the shop's own origin
 * only, no writes from another site's page or an opaque origin, introspection off unless turned
 * on, and a query that does not parse or validate answered 400 and logged as a warning.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { visitorLogin } from "@/lib/graphql/operations/accounts";
import { createGraphQLServer } from "@/lib/graphql/server";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import {
  createTestServer,
  TEST_ORIGIN,
  TEST_SESSION_SECRET,
  TestClient,
} from "./support/graphql-client";

let database: TestDatabase;
let client: TestClient;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new TestClient(createTestServer(database.db));
});
afterAll(() => database.dispose());
afterEach(() => vi.restoreAllMocks());

const brands = JSON.stringify({ query: "query brandsEdge { brands { code } }" });

interface ErrorBody {
  data?: unknown;
  errors: { message: string; extensions?: { code?: string } }[];
}

/** The log lines written while `run` runs (lib/logger.ts writes JSON lines to stderr). */
async function logLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return write(chunk);
  });
  await run();
  vi.restoreAllMocks();
  return lines
    .flatMap((line) => line.split("\n"))
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("CORS", () => {
  it("answers the shop's own origin with its origin, credentials and no wildcard", async () => {
    const response = await client.raw({ headers: { origin: TEST_ORIGIN }, body: brands });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(TEST_ORIGIN);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("gives another site's page no Access-Control-Allow-Origin, and refuses its POST", async () => {
    const response = await client.raw({
      headers: { origin: "https://evil.example" },
      body: brands,
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.status).toBe(403);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors[0]?.extensions?.code).toBe("ORIGIN_REFUSED");
    expect(body.data).toBeUndefined();
  });

  it("does not reflect another origin on a GET either", async () => {
    const response = await client.raw({
      method: "GET",
      headers: { origin: "https://evil.example" },
      query: `?query=${encodeURIComponent("{ brands { code } }")}`,
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses a write from an opaque origin (Origin: null) in the caller's language", async () => {
    const response = await client.raw({
      headers: { origin: "null", lang: "zh_HK" },
      body: JSON.stringify({ query: "mutation v { visitorLogin { token } }" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const body = (await response.json()) as ErrorBody;
    expect(body.errors[0]?.extensions?.code).toBe("ORIGIN_REFUSED");
    expect(body.errors[0]?.message).toBe("會更改資料的請求必須來自本店的網頁。");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("lets a caller that sends no Origin (a server, a script) through", async () => {
    const response = await client.raw({ body: brands });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("a query that does not parse", () => {
  it("is a client error: 400, GRAPHQL_PARSE_FAILED, a warning without a stack", async () => {
    let response: Response | undefined;
    const lines = await logLines(async () => {
      response = await client.raw({ body: JSON.stringify({ query: "query broken { brands { " }) });
    });
    expect(response?.status).toBe(400);
    const body = (await response!.json()) as ErrorBody;
    expect(body.errors[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(body.errors[0]?.message).toMatch(/Syntax Error/);
    expect(lines.some((line) => line.level === "warn" && /parse/.test(String(line.message)))).toBe(
      true,
    );
    expect(lines.some((line) => line.level === "error")).toBe(false);
    expect(JSON.stringify(lines)).not.toMatch(/stack/);
  });
});

describe("a query that does not validate", () => {
  it("is a client error: 400, GRAPHQL_VALIDATION_FAILED, a warning", async () => {
    let response: Response | undefined;
    const lines = await logLines(async () => {
      response = await client.raw({ body: JSON.stringify({ query: "query q { noSuchField }" }) });
    });
    expect(response?.status).toBe(400);
    const body = (await response!.json()) as ErrorBody;
    expect(body.errors[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(lines.some((line) => line.level === "warn")).toBe(true);
    expect(lines.some((line) => line.level === "error")).toBe(false);
  });
});

describe("introspection", () => {
  const schemaQuery = JSON.stringify({ query: "query i { __schema { types { name } } }" });
  const inFragment = JSON.stringify({
    query: 'query i { ...f } fragment f on Query { __type(name: "Query") { name } }',
  });

  it("is refused as production runs it, in a fragment too; __typename still answers", async () => {
    for (const body of [schemaQuery, inFragment]) {
      const response = await client.raw({ body });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as ErrorBody;
      expect(answer.errors[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(answer.errors[0]?.message).toMatch(/introspection has been disabled/);
      expect(answer.data).toBeUndefined();
    }
    const typename = await client.raw({
      body: JSON.stringify({ query: "query t { __typename }" }),
    });
    expect(typename.status).toBe(200);
  });

  it("answers when the environment turns it on (development)", async () => {
    const open = new TestClient(createTestServer(database.db, { introspection: true }));
    const response = await open.raw({ body: schemaQuery });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { data: { __schema: { types: unknown[] } } };
    expect(answer.data.__schema.types.length).toBeGreaterThan(10);
  });
});

describe("the session cookies the API sets", () => {
  it("are SameSite=Lax and Secure in production; the token is HttpOnly, the kind is not", async () => {
    const secure = createGraphQLServer({
      getDb: async () => database.db,
      sessionSecret: TEST_SESSION_SECRET,
      ssoSecret: undefined,
      cookieSecure: true,
      paymentConfig: paymentConfigFromEnv,
      publicOrigin: TEST_ORIGIN,
    });
    const answer = await new TestClient(secure).call(visitorLogin);
    const byName = new Map(answer.setCookies.map((cookie) => [cookie.split("=")[0], cookie]));
    const token = byName.get("token") ?? "";
    const kind = byName.get("session_kind") ?? "";
    for (const cookie of [token, kind]) {
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
    }
    expect(token).toMatch(/; HttpOnly/);
    // The browser reads it to know whether it must log in as a visitor (no secret in it).
    expect(kind).not.toMatch(/HttpOnly/);
  });
});
