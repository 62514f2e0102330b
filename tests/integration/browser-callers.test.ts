import { afterAll, beforeAll, describe, expect, it } from "vitest";
/**
 * The browser's two callers (lib/client/shop-transport.ts alone on the catalog pages, Apollo
 * Client over it elsewhere) against the real server: the same answers, errors and auth rules.
 */
import { createApolloClient } from "@/lib/client/apollo";
import {
  runMutation,
  runQuery,
  ServerErrorException,
  transportCall,
  UserErrorException,
  type ShopCaller,
} from "@/lib/client/operations";
import { createShopTransport } from "@/lib/client/shop-transport";
import { createUiStore } from "@/lib/client/ui-store";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import { customer, userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { getOrderList } from "@/lib/graphql/operations/orders";
import * as persisted from "@/lib/graphql/persisted/accounts";
import { documentOf } from "@/lib/client/operations";
import { orderListVariables } from "@/components/orders/order-list-query";
import { ORDER_LIST_DEFAULT_MONTHS } from "@/lib/domain/orders/constants";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.dispose());

type CallerKind = "transport" | "Apollo";
const CALLER_KINDS: CallerKind[] = ["transport", "Apollo"];

/** The browser's caller wired to the real server, with a cookie-less network. */
function browserClient(
  options: {
    headers?: Record<string, string>;
    rewriteResponse?: (body: string) => string;
    kind?: CallerKind;
  } = {},
) {
  const yoga = createTestServer(database.db);
  const authErrors: string[] = [];
  const store = createUiStore({ session: { kind: undefined } });
  const transport = createShopTransport({
    store,
    locale: "en",
    origin: "http://shop.test",
    onAuthError: (code) => authErrors.push(code),
    fetch: async (input, init) => {
      const request = new Request(input instanceof Request ? input : String(input), init);
      for (const [name, value] of Object.entries(options.headers ?? {}))
        request.headers.set(name, value);
      const response = await handleGraphQLRequest(yoga, request);
      if (!options.rewriteResponse) return response;
      return new Response(options.rewriteResponse(await response.text()), {
        status: response.status,
        headers: response.headers,
      });
    },
  });
  const client: ShopCaller = options.kind === "Apollo" ? createApolloClient(transport) : transport;
  return { client, transport, store, authErrors };
}

/** The signed-in customer, through the transport or through Apollo's query. */
function askCustomer(client: ShopCaller, context: { ignoreErrors?: boolean } = {}) {
  if ("send" in client) return transportCall(client, customer, {}, context);
  return client
    .query({
      query: documentOf(customer),
      fetchPolicy: "network-only",
      errorPolicy: context.ignoreErrors ? "ignore" : "none",
      context,
    })
    .then((result) => result.data);
}

const serverErrorMessage = "The server is busy. Please try again later.";

describe.each(CALLER_KINDS)("runMutation through the %s", (kind) => {
  it("returns the data of a successful mutation", async () => {
    const { client } = browserClient({ kind });
    const data = await runMutation(client, visitorLogin, {}, { serverErrorMessage });
    expect(data.visitorLogin.customer?.isVisitor).toBe(true);
  });

  it("raises the first userError of a single-field mutation, translated", async () => {
    const { client } = browserClient({ kind });
    const attempt = runMutation(
      client,
      userLogin,
      { input: { account: DEMO_MEMBER.email, password: "Wrong1234" } },
      { serverErrorMessage },
    );
    await expect(attempt).rejects.toBeInstanceOf(UserErrorException);
    await expect(attempt).rejects.toMatchObject({
      code: "00510950027",
      message: "The account or password is incorrect.",
    });
  });

  it("raises the server-error message when the response has no data", async () => {
    const { client } = browserClient({
      kind,
      rewriteResponse: () => JSON.stringify({ data: null }),
    });
    await expect(runMutation(client, visitorLogin, {}, { serverErrorMessage })).rejects.toEqual(
      new ServerErrorException(serverErrorMessage),
    );
  });

  it("runs the loading bar only for calls that ask for it, and stops it after", async () => {
    const { client, store } = browserClient({ kind });
    const seen: number[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.inFlight));
    await runMutation(client, visitorLogin, {}, { serverErrorMessage });
    expect(seen).toEqual([]);
    await runMutation(client, visitorLogin, {}, { serverErrorMessage, loading: true });
    unsubscribe();
    expect(seen).toEqual([1, 0]);
  });
});

describe("the transport with the islands' persisted operations (hash only)", () => {
  it("runs a mutation and raises its translated userError", async () => {
    const { transport } = browserClient();
    const data = await runMutation(transport, persisted.visitorLogin, {}, { serverErrorMessage });
    expect(data.visitorLogin.customer?.isVisitor).toBe(true);
    const attempt = runMutation(
      transport,
      persisted.userLogin,
      { input: { account: DEMO_MEMBER.email, password: "Wrong1234" } },
      { serverErrorMessage },
    );
    await expect(attempt).rejects.toMatchObject({ code: "00510950027" });
  });

  it("forces a logout on an auth error of a query", async () => {
    const { transport, authErrors } = browserClient({ headers: { token: "revoked-or-unknown" } });
    await expect(transportCall(transport, persisted.customer, {}, {})).rejects.toThrow();
    expect(authErrors).toEqual(["401"]);
  });
});

describe.each(CALLER_KINDS)("auth errors through the %s", (kind) => {
  it("force a logout with their code", async () => {
    const { client, authErrors } = browserClient({
      kind,
      headers: { token: "revoked-or-unknown" },
    });
    await expect(askCustomer(client)).rejects.toThrow();
    expect(authErrors).toEqual(["401"]);
  });

  it("are dropped for an operation flagged ignoreErrors", async () => {
    const { client, authErrors } = browserClient({
      kind,
      headers: { token: "revoked-or-unknown" },
    });
    await expect(askCustomer(client, { ignoreErrors: true })).resolves.toBeDefined();
    expect(authErrors).toEqual([]);
  });

  it("force no logout while a login that replaces the session is in flight (the operation says so itself)", async () => {
    const yoga = createTestServer(database.db);
    const authErrors: string[] = [];
    let releaseLogin = () => {};
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    const transport = createShopTransport({
      store: createUiStore({ session: { kind: undefined } }),
      locale: "en",
      origin: "http://shop.test",
      onAuthError: (code) => authErrors.push(code),
      fetch: async (input, init) => {
        const request = new Request(input instanceof Request ? input : String(input), init);
        if (request.url.endsWith("/userLogin")) await loginHeld;
        else request.headers.set("token", "revoked-by-the-login");
        return handleGraphQLRequest(yoga, request);
      },
    });
    const client: ShopCaller = kind === "Apollo" ? createApolloClient(transport) : transport;
    const login = runMutation(
      client,
      userLogin,
      { input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password } },
      { serverErrorMessage },
    );
    await expect(askCustomer(client)).rejects.toThrow();
    releaseLogin();
    await login;
    expect(authErrors).toEqual([]);
    // Once the login is done, auth errors count again.
    await expect(askCustomer(client)).rejects.toThrow();
    expect(authErrors).toEqual(["401"]);
  });
});

describe.each(CALLER_KINDS)("runQuery through the %s", (kind) => {
  it("lists a member's orders of either tab, and again after switching back", async () => {
    const login = await new TestClient(createTestServer(database.db)).call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const token = login.body.data?.userLogin.token;
    expect(token).toBeTruthy();
    const { client } = browserClient({ kind, headers: { token: token! } });
    for (const tab of ["completeOrCancel", "inHandling", "completeOrCancel"] as const) {
      const data = await runQuery(
        client,
        getOrderList,
        orderListVariables(tab, ORDER_LIST_DEFAULT_MONTHS, null),
        {
          serverErrorMessage,
        },
      );
      expect(data.customer?.orders.edges).toBeInstanceOf(Array);
    }
  });
});
