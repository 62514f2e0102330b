/**
 * The large-catalog scenarios of `npm run bench -- --products 50000`, on one store whose
 * server is running: getProductList with three facets and a keyword (POST), the server-
 * rendered /products and /product/{code} pages under autocannon, and the time to first byte of
 * those two pages with a plain HTTP client loop.
 */
import type autocannon from "autocannon";
import { BASE, queryStore, visitorCookie, type CatalogStore } from "./common";
import { load, ttfb, type LoadResult, type TtfbResult } from "./load";

/** The selection the issue names; the shop's full card document is measured beside it. */
export const GET_PRODUCT_LIST = `query getProductList($filters: ProductListFilterInput, $sorts: [ProductSortInput!], $first: Int, $after: String) {
  products(filters: $filters, sorts: $sorts, first: $first, after: $after) {
    edges { cursor node { code title } }
    pageInfo { totalCount hasNextPage endCursor }
  }
}`;

export interface ListFilters {
  categoryPath: string;
  brandCodes: string[];
  attributes: { code: string; values: string[] }[];
  keyword: string;
}

/** Three facets (category, brand, basecolor) and a keyword; the requests rotate through these. */
export const LIST_FILTERS: readonly ListFilters[] = [
  {
    categoryPath: "men/jackets",
    brandCodes: ["lion-rock"],
    attributes: [{ code: "basecolor", values: ["blue"] }],
    keyword: "jacket",
  },
  {
    categoryPath: "women/jackets",
    brandCodes: ["harbour-trail"],
    attributes: [{ code: "basecolor", values: ["black"] }],
    keyword: "waterproof",
  },
  {
    categoryPath: "gear/backpacks",
    brandCodes: ["summit-peak"],
    attributes: [{ code: "basecolor", values: ["green"] }],
    keyword: "pack",
  },
  {
    categoryPath: "men/shoes",
    brandCodes: ["dragons-back"],
    attributes: [{ code: "basecolor", values: ["grey"] }],
    keyword: "trail",
  },
];

export const PAGE_SIZE = 30;
export const PRODUCT_PAGES = 10;

/**
 * On-shelf products with stock, spread over the catalog: ordered by a hash of the code so that
 * the same codes come back on every run of the same seed.
 */
export async function pickProductCodes(store: CatalogStore, count: number): Promise<string[]> {
  const rows = await queryStore<{ code: string }>(
    store,
    `select p.code from products p
      where p.sale_status = 'ON_SHELF'
        and exists (select 1 from skus s join inventories i on i.sku_id = s.id
                     where s.product_id = p.id and s.is_enabled and i.available > 0)
      order by md5(p.code) limit $1`,
    [count],
  );
  if (!rows || rows.length === 0) throw new Error(`no on-shelf products on ${store.label}`);
  return rows.map((row) => row.code);
}

export interface CatalogRow {
  database: string;
  target: string;
  command: string;
  result: LoadResult;
  note: string;
}

export interface TtfbRow {
  database: string;
  page: string;
  result: TtfbResult;
}

function graphqlRequest(filters: ListFilters, query: string): autocannon.Request {
  return {
    method: "POST",
    path: "/api/graphql/getProductList",
    body: JSON.stringify({
      operationName: "getProductList",
      query,
      variables: { filters, first: PAGE_SIZE },
    }),
  };
}

/** One request per filter set before the load: it must answer without errors and find products. */
async function checkList(cookie: string, query: string): Promise<number[]> {
  const totals: number[] = [];
  for (const filters of LIST_FILTERS) {
    const request = graphqlRequest(filters, query);
    const response = await fetch(`${BASE}${request.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "channel-code": "100", cookie },
      body: request.body as string,
    });
    const body = (await response.json()) as {
      data?: { products?: { pageInfo: { totalCount: number } } };
      errors?: { message: string }[];
    };
    if (!response.ok || body.errors?.length || !body.data?.products) {
      throw new Error(
        `getProductList ${JSON.stringify(filters)}: HTTP ${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`,
      );
    }
    totals.push(body.data.products.pageInfo.totalCount);
  }
  return totals;
}

async function pageStatus(path: string, cookie: string): Promise<number> {
  const response = await fetch(`${BASE}${path}`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

export async function benchCatalog(
  store: CatalogStore,
  codes: readonly string[],
  fullCardQuery: string,
  connections: number,
  durationS: number,
  command: string,
): Promise<{ rows: CatalogRow[]; ttfbRows: TtfbRow[]; totals: number[] }> {
  const cookie = await visitorCookie();
  const rows: CatalogRow[] = [];
  const apiHeaders = { "content-type": "application/json", "channel-code": "100", cookie };

  const totals = await checkList(cookie, GET_PRODUCT_LIST);
  rows.push({
    database: store.label,
    target: "GraphQL getProductList, 3 facets + keyword (POST)",
    command,
    result: await load(
      {
        url: BASE,
        headers: apiHeaders,
        requests: LIST_FILTERS.map((filters) => graphqlRequest(filters, GET_PRODUCT_LIST)),
      },
      connections,
      durationS,
    ),
    note: `edges { code title }, first ${PAGE_SIZE}; totalCount ${totals.join(" / ")}`,
  });
  await checkList(cookie, fullCardQuery);
  rows.push({
    database: store.label,
    target: "GraphQL getProductList, same filters, full card fields (POST)",
    command,
    result: await load(
      {
        url: BASE,
        headers: apiHeaders,
        requests: LIST_FILTERS.map((filters) => graphqlRequest(filters, fullCardQuery)),
      },
      connections,
      durationS,
    ),
    note: "the shop's own document (lib/graphql/operations/products.ts)",
  });

  const pages: { target: string; page: string; paths: string[] }[] = [
    { target: "Product list /products (SSR)", page: "/products", paths: ["/products"] },
    {
      target: `Product detail /product/{code} (SSR), ${codes.length} codes in turn`,
      page: "/product/{code}",
      paths: codes.map((code) => `/product/${code}`),
    },
  ];
  const ttfbRows: TtfbRow[] = [];
  for (const { target, page, paths } of pages) {
    const status = await pageStatus(paths[0] as string, cookie);
    if (status !== 200) console.warn(`bench: ${paths[0]} answers ${status} on ${store.label}`);
    rows.push({
      database: store.label,
      target,
      command,
      result: await load(
        {
          url: BASE,
          headers: { cookie },
          requests: paths.map((path) => ({ method: "GET", path })),
        },
        connections,
        durationS,
      ),
      note: status === 200 ? "" : `first request answered ${status}`,
    });
    ttfbRows.push({
      database: store.label,
      page,
      result: await ttfb(
        paths.map((path) => `${BASE}${path}`),
        { cookie },
        connections,
        durationS,
      ),
    });
  }
  return { rows, ttfbRows, totals };
}
