/**
 * The catalog pages, the bag and checkout ship no Apollo Client and no graphql-js (docs/adr/0031): their
 * islands call the API through lib/client/shop-transport.ts, and Apollo is mounted only by the
 * layouts of the pages that use it. An island that imports Apollo on one of these pages fails
 * here, before it costs every listing, product, bag and checkout page its first-load budget.
 * Their islands send persisted operations (lib/graphql/persisted, docs/adr/0033): the
 * documents, their fragments and the GraphQL parser and printer stay on the server.
 */
import { describe, expect, it } from "vitest";
import { CATALOG_ROUTES, clientModules, PRODUCT_ROUTE } from "./client-reach";

const APOLLO_ONLY = [
  /^@apollo\//,
  /^graphql$/,
  /^rxjs/,
  /lib\/client\/apollo$/,
  /lib\/client\/use-shop-query$/,
  /apollo-shop-provider$/,
];

const DOCUMENTS = [/lib\/graphql\/operations\//, /^@0no-co\/graphql\.web$/, /^gql\.tada$/];

/** The bag's and checkout's own route files, on top of the shared layout the catalog routes start from. */
const BAG_ROUTES = [
  "app/[locale]/cart/layout.tsx",
  "app/[locale]/cart/page.tsx",
  "app/[locale]/checkout/layout.tsx",
  "app/[locale]/checkout/page.tsx",
];

describe("what the catalog pages, the bag and checkout run in the browser", () => {
  const modules = clientModules([...CATALOG_ROUTES, PRODUCT_ROUTE, ...BAG_ROUTES]);

  it("is followed through the islands (the trace finds them)", () => {
    const files = modules.map((module) => module.file);
    expect(files).toEqual(
      expect.arrayContaining([
        "components/providers/shop-providers.tsx",
        "components/catalog/shopper-prices.tsx",
        "components/cart/add-to-cart-button.tsx",
        "components/cart/use-cart.ts",
        "components/checkout/use-place-order.ts",
        "lib/client/shop-transport.ts",
      ]),
    );
  });

  /** "file imports specifier" for every import of these modules that a pattern matches. */
  const importsOf = (patterns: RegExp[]) =>
    modules.flatMap((module) =>
      module.imports
        .filter((specifier) => patterns.some((pattern) => pattern.test(specifier)))
        .map((specifier) => `${module.file} imports ${specifier}`),
    );

  it("imports neither Apollo nor graphql-js", () => {
    expect(importsOf(APOLLO_ONLY)).toEqual([]);
  });

  it("sends operations by their hash, shipping no document", () => {
    expect(importsOf(DOCUMENTS)).toEqual([]);
  });
});
