import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPersistedQueryFetch } from "@/lib/client/persisted-query-fetch";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import { brands } from "@/lib/graphql/operations/catalog";
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

const init = (query: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", "channel-code": CHANNEL_CODE },
  body: JSON.stringify({ query, operationName: null }),
});

describe("the browser's persisted-query fetch", () => {
  it("sends the shop's queries as hashed GETs", async () => {
    methods.length = 0;
    const fetcher = createPersistedQueryFetch(serverFetch(), "http://shop.test");
    const response = await fetcher("/api/graphql/brands", init(brands.source));
    expect(((await response.json()) as { data: { brands: unknown[] } }).data.brands).toEqual([]);
    expect(methods).toEqual(["GET"]);
  });

  it("re-sends an unknown document by POST, then uses GET for it", async () => {
    methods.length = 0;
    const fetcher = createPersistedQueryFetch(serverFetch(), "http://shop.test");
    const document = "query adHoc { brands { name } }";
    await fetcher("/api/graphql/adHoc", init(document));
    await fetcher("/api/graphql/adHoc", init(document));
    expect(methods).toEqual(["GET", "POST", "GET"]);
  });

  it.each([431, 414, 400])("turns GET mode off for good after a %i", async (status) => {
    methods.length = 0;
    const fetcher = createPersistedQueryFetch(
      serverFetch({ rejectGetWith: status }),
      "http://shop.test",
    );
    const first = await fetcher("/api/graphql/brands", init(brands.source));
    expect(first.status).toBe(200);
    await fetcher("/api/graphql/brands", init(brands.source));
    expect(methods).toEqual(["GET", "POST", "POST"]);
    expect(fetcher.getMode()).toBe(false);
  });

  it("always POSTs mutations", async () => {
    methods.length = 0;
    const fetcher = createPersistedQueryFetch(serverFetch(), "http://shop.test");
    await fetcher(
      "/api/graphql/visitorLogin",
      init("mutation visitorLogin { visitorLogin { token } }"),
    );
    expect(methods).toEqual(["POST"]);
  });
});
