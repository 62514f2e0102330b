import { expect, test } from "@playwright/test";

const visitorLogin =
  "mutation visitorLogin { visitorLogin { token customer { userCode isVisitor } userErrors { code message } } }";

test("POST /api/graphql/visitorLogin with the channel header returns a token and sets the cookie", async ({
  request,
}) => {
  const response = await request.post("/api/graphql/visitorLogin", {
    headers: { "channel-code": "100" },
    data: { query: visitorLogin },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { visitorLogin: { token: string; customer: { isVisitor: boolean } } };
  };
  expect(body.data.visitorLogin.token.length).toBeGreaterThanOrEqual(43);
  expect(body.data.visitorLogin.customer.isVisitor).toBe(true);
  const setCookie = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
  expect(
    setCookie.some(
      (cookie) =>
        cookie.startsWith(`token=${body.data.visitorLogin.token}`) && cookie.includes("HttpOnly"),
    ),
  ).toBe(true);
});

test("without the channel header the call is refused with a clear message", async ({ request }) => {
  const response = await request.post("/api/graphql/visitorLogin", {
    data: { query: visitorLogin },
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("channel-code: 100");
});

test("malformed JSON, a 30-deep query, 500 aliases and a 5 MB body are refused without a 500", async ({
  request,
}) => {
  const headers = { "channel-code": "100", "content-type": "application/json" };
  const malformed = await request.post("/api/graphql", { headers, data: "{ nope" });
  expect(malformed.status()).toBe(400);
  const deep = `query deep { categories { ${"children { ".repeat(29)}code${" }".repeat(29)} } }`;
  const deepResponse = await request.post("/api/graphql", { headers, data: { query: deep } });
  expect(deepResponse.status()).toBeLessThan(500);
  expect(await deepResponse.text()).toMatch(/depth/i);
  const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: brands { code }`).join(" ");
  const aliasResponse = await request.post("/api/graphql", {
    headers,
    data: { query: `query many { ${aliases} }` },
  });
  expect(aliasResponse.status()).toBeLessThan(500);
  expect(await aliasResponse.text()).toMatch(/alias|token/i);
  const huge = await request.post("/api/graphql", {
    headers,
    data: { query: "query q { brands { code } }", variables: { pad: "x".repeat(5 * 1024 * 1024) } },
  });
  expect(huge.status()).toBe(413);
});

test("the health endpoint answers once the database is open", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(await response.json()).toEqual({ status: "ok" });
});
