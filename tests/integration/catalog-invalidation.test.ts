/**
 * Each kind of catalog change revalidates the cached pages that show it and no others
 * (docs/architecture.md "Rendering cache"; lib/domain/catalog/cache-tags.ts). A page carries the
 * tags of what it renders (lib/server/catalog-cache.ts); a change, through the API or the command
 * line's domain calls, names tags; the test checks which pages the two meet on. Stock moves by
 * orderCreate and orderCancel over HTTP; price and shelf state by the operations' domain calls.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_TAGS } from "@/lib/domain/catalog/cache-tags";
import { setProductSaleStatus, setSkuSalePrice } from "@/lib/domain/catalog/catalog-changes";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { invalidateCatalog } from "@/lib/graphql/catalog-invalidation";
import { visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { orderCancel } from "@/lib/graphql/operations/orders";
import { getProductList } from "@/lib/graphql/operations/products";
import { listRouteTags } from "@/lib/server/catalog-cache";
import { seedDatabase } from "@/lib/seed";
import { createTestServer, TestClient } from "./support/graphql-client";
import { guestOrderOf } from "./support/guest-order";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;
const revalidated: string[][] = [];

interface Picked {
  code: string;
  skuCode: string;
  brandCode: string;
  leafPath: string;
}
let p: Picked;
let q: Picked;

/** An on-shelf product with a stocked SKU, in a level-1 category other than `not`'s. */
async function pick(notTop: string | null): Promise<Picked> {
  const [row] = await queryRows<Picked>(
    database.db,
    sql`select p.code, s.code as "skuCode", p.brand_code as "brandCode", pc.category_path as "leafPath"
      from products p join skus s on s.product_id = p.id join inventories i on i.sku_id = s.id
      join product_categories pc on pc.product_id = p.id and pc.is_primary
      where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 5
        and (${notTop}::text is null or split_part(pc.category_path, '/', 1) <> ${notTop}::text)
      order by p.id limit 1`,
  );
  if (!row) throw new Error("no product to pick");
  return row;
}

function api(): TestClient {
  return new TestClient(
    createTestServer(database.db, {
      now: () => now,
      revalidateTags: (tags) => void revalidated.push([...tags]),
    }),
    { headers: { lang: "en_US" } },
  );
}

/** The tags the cached pages of the test carry (as catalog-cache.ts tags them). */
async function pageTags() {
  const list = async (categoryPath: string) => {
    const { body } = await api().call(getProductList, { filters: { categoryPath }, first: 30 });
    const codes = body.data!.products.edges.map((edge) => edge.node.code);
    return [...listRouteTags({ categoryPath }), ...codes.map((code) => CATALOG_TAGS.card(code))];
  };
  return {
    productPageOfP: [CATALOG_TAGS.product(p.code)],
    productPageOfQ: [CATALOG_TAGS.product(q.code)],
    listOfPsCategory: await list(p.leafPath),
    listOfQsCategory: await list(q.leafPath),
    allProducts: listRouteTags({}),
    home: [CATALOG_TAGS.categories, CATALOG_TAGS.brands],
  };
}

type Pages = Awaited<ReturnType<typeof pageTags>>;
const meets = (page: string[], tags: string[]) => page.some((tag) => tags.includes(tag));
function pagesHit(pages: Pages, tags: string[]): string[] {
  return Object.entries(pages)
    .filter(([, page]) => meets(page, tags))
    .map(([name]) => name)
    .sort();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 60, now });
  p = await pick(null);
  q = await pick(p.leafPath.split("/")[0] ?? "");
});
afterAll(() => database.dispose());

describe("a stock change", () => {
  it("revalidates the product's own page only, when an order takes stock and when it is cancelled", async () => {
    const pages = await pageTags();
    const shopper = api();
    await shopper.call(visitorLogin);
    revalidated.length = 0;
    const created = await shopper.call(createOrder, {
      input: guestOrderOf([{ skuCode: p.skuCode, quantity: 1 }]),
    });
    const order = created.body.data!.orderCreate.order!;
    expect(revalidated).toEqual([[CATALOG_TAGS.product(p.code)]]);
    expect(pagesHit(pages, revalidated[0]!)).toEqual(["productPageOfP"]);

    revalidated.length = 0;
    const cancelled = await shopper.call(orderCancel, { orderId: order.code });
    expect(cancelled.body.data!.orderCancel.userErrors).toEqual([]);
    expect(revalidated).toEqual([[CATALOG_TAGS.product(p.code)]]);
  });

  it("revalidates nothing when the order is refused", async () => {
    const shopper = api();
    await shopper.call(visitorLogin);
    revalidated.length = 0;
    const refused = await shopper.call(createOrder, {
      input: guestOrderOf([{ skuCode: p.skuCode, quantity: 100_000 }]),
    });
    expect(refused.body.data!.orderCreate.order).toBeNull();
    expect(revalidated).toEqual([]);
  });
});

describe("a price change", () => {
  it("revalidates the product, its card in every list and the lists it can be in, not other products or home", async () => {
    const pages = await pageTags();
    expect(await setSkuSalePrice(database.db, { skuCode: p.skuCode, salePrice: 12_300 })).toEqual({
      ok: true,
    });
    const tags = await invalidateCatalog(
      database.db,
      { kind: "price", skuCodes: [p.skuCode] },
      now,
      () => {},
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        CATALOG_TAGS.product(p.code),
        CATALOG_TAGS.card(p.code),
        CATALOG_TAGS.allProducts,
        CATALOG_TAGS.search,
        CATALOG_TAGS.categoryList(p.leafPath),
        CATALOG_TAGS.categoryList(p.leafPath.split("/")[0]!),
        CATALOG_TAGS.brandList(p.brandCode),
      ]),
    );
    const hit = pagesHit(pages, tags);
    expect(hit).toEqual(
      expect.arrayContaining(["allProducts", "listOfPsCategory", "productPageOfP"]),
    );
    expect(hit).not.toContain("productPageOfQ");
    expect(hit).not.toContain("home");
  });

  it("refuses an unknown SKU and names no tag", async () => {
    expect(await setSkuSalePrice(database.db, { skuCode: "NO-SUCH-SKU", salePrice: 100 })).toEqual({
      ok: false,
      code: "UNKNOWN_SKU",
    });
    expect(
      await invalidateCatalog(
        database.db,
        { kind: "price", skuCodes: ["NO-SUCH-SKU"] },
        now,
        () => {},
      ),
    ).toEqual([]);
  });
});

describe("a shelf change", () => {
  it("revalidates the product and the lists it leaves, not another category's list or product", async () => {
    const pages = await pageTags();
    expect(
      await setProductSaleStatus(database.db, { productCode: q.code, saleStatus: "OFF_SHELF" }),
    ).toEqual({ ok: true });
    const tags = await invalidateCatalog(
      database.db,
      { kind: "shelf", productCodes: [q.code] },
      now,
      () => {},
    );
    const hit = pagesHit(pages, tags);
    expect(hit).toEqual(
      expect.arrayContaining(["allProducts", "listOfQsCategory", "productPageOfQ"]),
    );
    expect(hit).not.toContain("productPageOfP");
    expect(hit).not.toContain("listOfPsCategory");
    expect(hit).not.toContain("home");
  });
});
