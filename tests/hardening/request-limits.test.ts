/**
 * Request limits (issue 18 item 4; architecture: API contract; docs/adr/0004, lib/graphql/limits.ts):
 * a hostile request is refused before any resolver runs. "Before a resolver runs" is checked two
 * ways: the answer has no `data` entry (GraphQL: an error before execution leaves it out), and the
 * instance answering it sent no query at all to the database (its pool is counted; the session is
 * only looked up once execution starts). The mutation inside is visitorLogin, which writes a
 * customer and a session, so a refusal that let it run would also show as a write.
 *
 * Cases the shop does not defend yet are probed and recorded as gaps (docs/reliability.md), not
 * asserted: `Origin: null` only as far as another change (CORS) leaves it, the production
 * introspection switch, and `x-middleware-subrequest` at the page middleware.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "@/lib/db/connect";
import * as schema from "@/lib/db/schema";
import { visitorLogin as visitorLoginSession } from "@/lib/domain/accounts/login";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import { GRAPHQL_LIMITS } from "@/lib/graphql/limits";
import { accountInfo } from "@/lib/graphql/operations/member-info";
import { visitorLogin } from "@/lib/graphql/operations/accounts";
import { sha256Hex } from "@/lib/graphql/persisted-queries";
import { createTestServer, TestClient } from "../integration/support/graphql-client";
import { createSharedDatabase, type SharedDatabase } from "./support/harness";
import { PartReport } from "./support/report";
import { HARDENING_NOW, q } from "./support/shop";
import { migrateDatabase } from "@/lib/db/connect";

const report = new PartReport(
  "request-limits",
  "Request limits: refused before a resolver runs",
  4,
);

let database: SharedDatabase;
let pool: pg.Pool;
let queries = 0;
let client: TestClient;

beforeAll(async () => {
  database = await createSharedDatabase(1);
  report.onDatabase(database.serverVersion);
  await migrateDatabase(database.instances[0]!);
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  // The instance under test: the real database through a pool whose every query is counted.
  const counted = drizzle({
    client: pool,
    schema,
    logger: { logQuery: () => void (queries += 1) },
  }) as unknown as Db;
  client = new TestClient(createTestServer(counted, { now: () => HARDENING_NOW }), {
    headers: { lang: "en_US" },
  });
});
afterAll(async () => {
  await report.write();
  await pool?.end();
  await database?.dispose();
});

const writes = async () =>
  (
    await q<{ n: number }>(
      database.db,
      sql`select (select count(*)::int from customers) + (select count(*)::int from sessions) as n`,
    )
  )[0]!.n;

interface Refusal {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  queries: number;
  wrote: number;
}

/** Sends a request and tells what came of it: status, body, queries run, rows written. */
async function probe(init: Parameters<TestClient["raw"]>[0], api = client): Promise<Refusal> {
  const before = await writes();
  queries = 0;
  const response = await api.raw(init);
  const text = await response.text();
  const ran = queries;
  let body: Refusal["body"] = {};
  try {
    body = JSON.parse(text) as Refusal["body"];
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: response.status, body, queries: ran, wrote: (await writes()) - before };
}

const post = (document: string, extra: Record<string, unknown> = {}) => ({
  body: JSON.stringify({ query: document, ...extra }),
});
const LOGIN = "mutation login { visitorLogin { token } }";

function expectRefusedBeforeResolvers(name: string, refusal: Refusal, status?: number) {
  // Yoga answers a validation error 200 to an application/json caller (GraphQL over HTTP's
  // legacy rule); refused means: an error, no data entry, no query, no write.
  if (status) expect(refusal.status, name).toBe(status);
  else expect(refusal.status, name).toBeLessThan(500);
  expect(refusal.body.errors?.length, `${name}: errors`).toBeGreaterThan(0);
  expect(refusal.body, name).not.toHaveProperty("data");
  expect(refusal.queries, `${name}: database queries`).toBe(0);
  expect(refusal.wrote, `${name}: rows written`).toBe(0);
  report.figure(
    name,
    `${refusal.status} ${refusal.body.errors?.[0]?.extensions?.code ?? refusal.body.errors?.[0]?.message.slice(0, 60) ?? ""}`.trim(),
  );
}

/** Fragments each spreading the next `fan` times: cost grows as fan^levels, tokens as levels. */
function costlyDocument(levels: number, fan: number): string {
  const fragments = [`fragment F${levels} on Query { brands { code name } }`];
  for (let level = levels - 1; level >= 1; level -= 1) {
    fragments.push(`fragment F${level} on Query { ${`...F${level + 1} `.repeat(fan)}}`);
  }
  return `mutation login { visitorLogin { token } } query costly { ...F1 } ${fragments.join(" ")}`;
}

describe("a hostile request is refused before a resolver runs", () => {
  it("counts queries of a request that does run (the probe can see a resolver)", async () => {
    const ran = await probe(post(LOGIN));
    expect(ran.status).toBe(200);
    expect(ran.queries).toBeGreaterThan(0);
    expect(ran.wrote).toBe(2);
    report.figure(
      "control: a plain visitorLogin (queries, rows written)",
      `${ran.queries}, ${ran.wrote}`,
    );
  });

  it("depth", async () => {
    const deep = `mutation login { visitorLogin { token } } query deep { categories { ${"children { ".repeat(GRAPHQL_LIMITS.maxDepth + 5)}code${" }".repeat(GRAPHQL_LIMITS.maxDepth + 5)} } }`;
    expectRefusedBeforeResolvers(
      `depth ${GRAPHQL_LIMITS.maxDepth + 6}`,
      await probe(post(deep, { operationName: "login" })),
    );
  });

  it("aliases", async () => {
    const count = GRAPHQL_LIMITS.maxAliases + 1;
    const aliases = Array.from({ length: count }, (_, i) => `a${i}: visitorLogin { token }`).join(
      " ",
    );
    expectRefusedBeforeResolvers(
      `${count} aliases`,
      await probe(post(`mutation many { ${aliases} }`)),
    );
  });

  it("cost, within the depth, alias and token limits", async () => {
    const document = costlyDocument(4, 12);
    expectRefusedBeforeResolvers(
      `cost (${document.length} characters, fragments fanned 12×12×12)`,
      await probe(post(document, { operationName: "login" })),
    );
  });

  it("tokens", async () => {
    const fields = "token ".repeat(GRAPHQL_LIMITS.maxTokens);
    expectRefusedBeforeResolvers(
      `${GRAPHQL_LIMITS.maxTokens + 8} tokens`,
      await probe(post(`mutation login { visitorLogin { ${fields}} }`)),
    );
  });

  it("directives, in the operation and in fragments", async () => {
    // One directive on each of many copies of a field (a directive may not repeat on one).
    const many = GRAPHQL_LIMITS.maxDirectives + 5;
    expectRefusedBeforeResolvers(
      `${many} directives`,
      await probe(
        post(`mutation login { visitorLogin { ${"token @include(if: true) ".repeat(many)}} }`),
      ),
      400,
    );
    // Few in the text, many once the fragment is spread: counted where it is spread.
    const each = Math.ceil((GRAPHQL_LIMITS.maxDirectives + 1) / 3);
    const fragment = `fragment T on LoginPayload { ${"token @include(if: true) ".repeat(each)}}`;
    expectRefusedBeforeResolvers(
      `${each} directives in a fragment spread 3 times`,
      await probe(post(`mutation login { visitorLogin { ...T ...T ...T } } ${fragment}`)),
      400,
    );
  });

  it("batching", async () => {
    expectRefusedBeforeResolvers(
      "a batch of two mutations",
      await probe({ body: JSON.stringify([{ query: LOGIN }, { query: LOGIN }]) }),
    );
  });

  it("body size", async () => {
    const padding = "x".repeat(GRAPHQL_LIMITS.maxBodyBytes);
    expectRefusedBeforeResolvers(
      `a body over ${GRAPHQL_LIMITS.maxBodyBytes / 1024} KB`,
      await probe(post(LOGIN, { variables: { padding } })),
      413,
    );
  });

  it("GET mutations, by document and by persisted hash", async () => {
    expectRefusedBeforeResolvers(
      "GET mutation (document)",
      await probe({ method: "GET", query: `?query=${encodeURIComponent(LOGIN)}` }),
    );
    const extensions = JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: sha256Hex(visitorLogin.source) },
    });
    expectRefusedBeforeResolvers(
      "GET mutation (persisted hash of visitorLogin)",
      await probe({
        method: "GET",
        query: `?operationName=visitorLogin&extensions=${encodeURIComponent(extensions)}`,
      }),
    );
  });

  it("a cross-site simple request with Origin: null (no channel-code header)", async () => {
    // What a sandboxed iframe or a file:// page can send without a preflight: a form-like POST.
    const { session } = await visitorLoginSession(database.db, HARDENING_NOW);
    const refusal = await probe({
      headers: {
        origin: "null",
        "content-type": "text/plain",
        "channel-code": "",
        cookie: `token=${session.token}`,
      },
      body: JSON.stringify({ query: LOGIN }),
    });
    expectRefusedBeforeResolvers("Origin: null, simple request", refusal);
  });

  it("x-middleware-subrequest grants nothing", async () => {
    const { session } = await visitorLoginSession(database.db, HARDENING_NOW);
    const headers = { lang: "en_US", token: session.token };
    const plain = await new TestClient(client.yoga, { headers }).call(accountInfo);
    const bypass = await new TestClient(client.yoga, {
      headers: {
        ...headers,
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      },
    }).call(accountInfo);
    // A visitor asking for a member's account: refused alike with and without the header.
    const code = plain.body.errors?.[0]?.extensions?.code;
    expect(code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
    expect(bypass.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(bypass.body.data?.accountInfo ?? null).toBeNull();
    report.figure(
      "x-middleware-subrequest on a member-only query (accountInfo) by a visitor",
      `refused alike: ${code}`,
    );
  });
});

describe("cases not defended yet (recorded, see docs/reliability.md)", () => {
  it("probes them and records what happens", async () => {
    const introspection = await probe(
      post("query peek { ...F } fragment F on Query { __schema { queryType { name } } }"),
    );
    if ("data" in introspection.body) {
      report.gap(
        "`__schema` inside a fragment",
        `answered ${introspection.status} with the schema: introspection is on in every environment (issue 18 item 2 turns it off in production; the check must look inside fragments)`,
      );
    }
    const preflighted = await probe({
      headers: { origin: "null" },
      body: JSON.stringify({ query: LOGIN }),
    });
    report.gap(
      "`Origin: null` with the channel-code header (a preflighted request)",
      `answered ${preflighted.status}, ${preflighted.wrote} rows written, access-control headers left to the CORS change of issue 18 item 2`,
    );
    const middleware = await probe({
      headers: {
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      },
      body: JSON.stringify({ query: LOGIN }),
    });
    report.gap(
      "`x-middleware-subrequest` on the API",
      `not refused (answered ${middleware.status}): the API's checks are in its resolvers, not the page middleware, so it grants nothing there (asserted above); the page middleware's handling needs \`next start\` (a later part)`,
    );
    expect(introspection.status).toBeLessThan(500);
  });
});
