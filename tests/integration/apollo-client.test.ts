import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApolloClient } from "@/lib/client/apollo";
import {
  runMutation,
  runQuery,
  ServerErrorException,
  UserErrorException,
} from "@/lib/client/operations";
import { createUiStore } from "@/lib/client/ui-store";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import { customer, userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { getOrderList } from "@/lib/graphql/operations/orders";
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

/** The browser's Apollo Client wired to the real server, with a cookie-less network. */
function browserClient(
  options: { headers?: Record<string, string>; rewriteResponse?: (body: string) => string } = {},
) {
  const yoga = createTestServer(database.db);
  const authErrors: string[] = [];
  const store = createUiStore({ session: { kind: undefined } });
  const client = createApolloClient({
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
  return { client, store, authErrors };
}

const serverErrorMessage = "The server is busy. Please try again later.";

describe("runMutation", () => {
  it("returns the data of a successful mutation", async () => {
    const { client } = browserClient();
    const data = await runMutation(client, visitorLogin, {}, { serverErrorMessage });
    expect(data.visitorLogin.customer?.isVisitor).toBe(true);
  });

  it("raises the first userError of a single-field mutation, translated", async () => {
    const { client } = browserClient();
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
    const { client } = browserClient({ rewriteResponse: () => JSON.stringify({ data: null }) });
    await expect(runMutation(client, visitorLogin, {}, { serverErrorMessage })).rejects.toEqual(
      new ServerErrorException(serverErrorMessage),
    );
  });

  it("runs the loading bar only for calls that ask for it, and stops it after", async () => {
    const { client, store } = browserClient();
    const seen: number[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.inFlight));
    await runMutation(client, visitorLogin, {}, { serverErrorMessage });
    expect(seen).toEqual([]);
    await runMutation(client, visitorLogin, {}, { serverErrorMessage, loading: true });
    unsubscribe();
    expect(seen).toEqual([1, 0]);
  });
});

describe("auth errors", () => {
  it("force a logout with their code", async () => {
    const { client, authErrors } = browserClient({ headers: { token: "revoked-or-unknown" } });
    await expect(client.query({ query: documentOf(customer) })).rejects.toThrow();
    expect(authErrors).toEqual(["401"]);
  });

  it("are dropped for an operation flagged ignoreErrors", async () => {
    const { client, authErrors } = browserClient({ headers: { token: "revoked-or-unknown" } });
    const result = await client.query({
      query: documentOf(customer),
      errorPolicy: "ignore",
      context: { ignoreErrors: true },
    });
    expect(result.error).toBeUndefined();
    expect(authErrors).toEqual([]);
  });

  it("force no logout while a login that replaces the session is in flight (the operation says so itself)", async () => {
    const yoga = createTestServer(database.db);
    const authErrors: string[] = [];
    let releaseLogin = () => {};
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    const client = createApolloClient({
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
    const login = runMutation(
      client,
      userLogin,
      { input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password } },
      { serverErrorMessage },
    );
    await expect(client.query({ query: documentOf(customer) })).rejects.toThrow();
    releaseLogin();
    await login;
    expect(authErrors).toEqual([]);
    // Once the login is done, auth errors count again.
    await expect(
      client.query({ query: documentOf(customer), fetchPolicy: "network-only" }),
    ).rejects.toThrow();
    expect(authErrors).toEqual(["401"]);
  });
});

describe("runQuery", () => {
  it("lists a member's orders of either tab, and again after switching back", async () => {
    const login = await new TestClient(createTestServer(database.db)).call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const token = login.body.data?.userLogin.token;
    expect(token).toBeTruthy();
    const { client } = browserClient({ headers: { token: token! } });
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
