import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPersistedQuerySender, type WireRequest } from "@/lib/client/persisted-query-fetch";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import { brands } from "@/lib/graphql/operations/catalog";
import { brands as persistedBrands } from "@/lib/graphql/persisted/catalog";
import { visitorLogin } from "@/lib/graphql/persisted/accounts";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer } from "./support/graphql-client";

let database: TestDatabase;
const methods: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** The real handler behind an optional proxy that rejects long or any GET URLs with `status`. */
function serverFetch(options: { rejectGetWith?: number } = {}) {
  const yoga = createTestServer(database.db);
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), "http://shop.test"),
      init,
    );
    methods.push(request.method);
    if (request.method === "GET" && options.rejectGetWith)
      return new Response(null, { status: options.rejectGetWith });
    return handleGraphQLRequest(yoga, request);
  };
}

const init: RequestInit = {
  headers: { "content-type": "application/json", "channel-code": CHANNEL_CODE },
};
const withText = (operationName: string, query: string): WireRequest => ({
  operationName,
  query,
  variables: {},
});
const byHash = (operation: typeof persistedBrands | typeof visitorLogin): WireRequest => ({
  operationName: operation.name,
  kind: operation.kind,
  sha256Hash: operation.sha256Hash,
  variables: {},
});

async function json(response: Response) {
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string }[];
  };
}

describe("the browser's persisted-query sender", () => {
  it("sends the shop's queries as hashed GETs", async () => {
    methods.length = 0;
    const sender = createPersistedQuerySender(serverFetch(), "http://shop.test");
    const response = await sender.send(
      "/api/graphql/brands",
      withText("brands", brands.source),
      init,
    );
    expect((await json(response)).data?.brands).toEqual([]);
    expect(methods).toEqual(["GET"]);
  });

  it("re-sends an unknown document by POST, then uses GET for it", async () => {
    methods.length = 0;
    const sender = createPersistedQuerySender(serverFetch(), "http://shop.test");
    const request = withText("adHoc", "query adHoc { brands { name } }");
    await sender.send("/api/graphql/adHoc", request, init);
    const second = await sender.send("/api/graphql/adHoc", request, init);
    expect((await json(second)).data?.brands).toEqual([]);
    expect(methods).toEqual(["GET", "POST", "GET"]);
  });

  it.each([431, 414, 400])("turns GET mode off for good after a %i", async (status) => {
    methods.length = 0;
    const sender = createPersistedQuerySender(
      serverFetch({ rejectGetWith: status }),
      "http://shop.test",
    );
    const first = await sender.send("/api/graphql/brands", withText("brands", brands.source), init);
    expect(first.status).toBe(200);
    const second = await sender.send("/api/graphql/brands", byHash(persistedBrands), init);
    expect((await json(second)).data?.brands).toEqual([]);
    expect(methods).toEqual(["GET", "POST", "POST"]);
    expect(sender.getMode()).toBe(false);
  });

  it("always POSTs mutations", async () => {
    methods.length = 0;
    const sender = createPersistedQuerySender(serverFetch(), "http://shop.test");
    await sender.send(
      "/api/graphql/visitorLogin",
      withText("visitorLogin", "mutation visitorLogin { visitorLogin { token } }"),
      init,
    );
    expect(methods).toEqual(["POST"]);
  });

  it("sends a persisted operation by its hash alone, the store knowing the shop's documents", async () => {
    methods.length = 0;
    const sender = createPersistedQuerySender(serverFetch(), "http://shop.test");
    const query = await sender.send("/api/graphql/brands", byHash(persistedBrands), init);
    expect((await json(query)).data?.brands).toEqual([]);
    const mutation = await sender.send("/api/graphql/visitorLogin", byHash(visitorLogin), init);
    const login = (await json(mutation)).data?.visitorLogin as { token: string | null };
    expect(login.token).toEqual(expect.any(String));
    expect(methods).toEqual(["GET", "POST"]);
  });

  it("answers an unknown hash with PersistedQueryNotFound, having no document to re-send", async () => {
    methods.length = 0;
    const sender = createPersistedQuerySender(serverFetch(), "http://shop.test");
    const stale = { ...byHash(persistedBrands), sha256Hash: "0".repeat(64) };
    const response = await sender.send("/api/graphql/brands", stale, init);
    expect((await json(response)).errors?.[0]?.message).toBe("PersistedQueryNotFound");
    expect(methods).toEqual(["GET"]);
  });
});
