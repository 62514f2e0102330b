/**
 * The names of what a cached page shows, so that a change revalidates exactly the pages that
 * show it (docs/architecture.md "Rendering cache"). A page carries the tags of everything it
 * renders; a change names the tags of what it changed.
 *
 * - `product:{code}`: everything of one product a detail page shows (texts, prices, sizes and
 *   their stock, promotions).
 * - `card:{code}`: what a product card shows (title, picture, price, labels); a list page
 *   carries it for each product it shows. Stock is not on a card, so a stock change leaves
 *   lists alone.
 * - `list:all`, `list:category:{path}`, `list:brand:{code}`, `list:search`: which products a
 *   list holds, in which order, with which facet counts. A change that can move a product in
 *   or out of a list, or reorder it (price, shelf state), names the lists the product can be in.
 * - `cart-share:{code}`: a shared bag's page (it also carries its products' tags).
 * - `categories`, `brands`: the category tree (menus, breadcrumbs, category pages) and the
 *   brand list (home).
 */
const MAX_TAG_LENGTH = 256;

function bounded(tag: string): string {
  // Next.js ignores a tag over 256 characters; a code that long names no real product.
  return tag.slice(0, MAX_TAG_LENGTH);
}

export const CATALOG_TAGS = {
  categories: "categories",
  brands: "brands",
  allProducts: "list:all",
  search: "list:search",
  product: (code: string) => bounded(`product:${code}`),
  card: (code: string) => bounded(`card:${code}`),
  categoryList: (path: string) => bounded(`list:category:${path}`),
  brandList: (code: string) => bounded(`list:brand:${code}`),
  cartShare: (code: string) => bounded(`cart-share:${code}`),
} as const;

/** The kinds of catalog change the shop makes (API, command line, jobs). */
export type CatalogChangeKind = "stock" | "price" | "shelf" | "promotion";

export interface ChangedProduct {
  code: string;
  /** Every category path the product is in, each level's own path ("men", "men/jackets"). */
  categoryPaths: readonly string[];
  brandCodes: readonly string[];
}

/**
 * The tags a change revalidates. Stock shows only on the product's own page; a price, a
 * promotion price or the shelf state shows on its card and can move it within or in and out of
 * every list it can be in (sorts by price, the price facet, on-shelf only).
 */
export function tagsOfChange(
  kind: CatalogChangeKind,
  products: readonly ChangedProduct[],
): string[] {
  const tags = new Set<string>();
  for (const product of products) {
    tags.add(CATALOG_TAGS.product(product.code));
    if (kind === "stock") continue;
    tags.add(CATALOG_TAGS.card(product.code));
    tags.add(CATALOG_TAGS.allProducts);
    tags.add(CATALOG_TAGS.search);
    for (const path of product.categoryPaths) tags.add(CATALOG_TAGS.categoryList(path));
    for (const code of product.brandCodes) tags.add(CATALOG_TAGS.brandList(code));
  }
  return [...tags];
}

/**
 * Whether revalidated tags name a change that can move lists (which products, their order,
 * facet counts, the category tree or brands): what the catalog's read cache keeps. A stock
 * change names only product pages and leaves it alone, as `invalidateCatalog` does.
 */
export function tagsMoveLists(tags: readonly string[]): boolean {
  return tags.some(
    (tag) =>
      tag === CATALOG_TAGS.categories || tag === CATALOG_TAGS.brands || tag.startsWith("list:"),
  );
}

/** Every level's own path of a category path: "men/jackets" → "men", "men/jackets". */
export function categoryPathLevels(path: string): string[] {
  const codes = path.split("/").filter(Boolean);
  return codes.map((_, index) => codes.slice(0, index + 1).join("/"));
}
