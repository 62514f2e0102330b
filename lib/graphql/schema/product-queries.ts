/**
 * Catalog reads (shopping §7 Product; accounts §2 Header search): getProductList,
 * getProductListByColor, productByCode, getNotCacheProductByCode, filterCondition, the header
 * search popup's hot search, hot sell and preview, and shop.products sales.
 *
 * Expected failures of a query (a page size above the maximum, a bad cursor, an unknown
 * category) are GraphQL errors with `extensions.code` and a message in the caller's language.
 */
import type { GraphQLResolveInfo } from "graphql";
import { hotSellProducts, searchPreview } from "@/lib/domain/catalog/discovery";
import { filterCondition, type FilterCondition } from "@/lib/domain/catalog/filter-condition";
import { hotSearch, type HotSearchTerm } from "@/lib/domain/catalog/hot-search";
import type { ProductListFilters } from "@/lib/domain/catalog/list-filters";
import { parsePriceRange } from "@/lib/domain/catalog/price-range";
import { ALL_CARD_PARTS, type CardParts } from "@/lib/domain/catalog/product-cards";
import { getNotCacheProductByCode, productByCode } from "@/lib/domain/catalog/product-detail";
import { getProductList, type ProductListPage } from "@/lib/domain/catalog/product-list";
import { productSales } from "@/lib/domain/catalog/product-sales";
import type { CatalogFailure, ProductSort } from "@/lib/domain/catalog/types";
import { PRODUCT_SORT_NAMES, SORT_DIRECTIONS } from "@/lib/domain/catalog/constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { selectedFields } from "../selection";
import { PageInfo, queryError } from "./common";
import { ProductRef, type ProductShape } from "./products";

const ProductSortNameEnum = builder.enumType("ProductSortName", { values: PRODUCT_SORT_NAMES });
const SortDirectionEnum = builder.enumType("SortDirection", { values: SORT_DIRECTIONS });

const AttributeFilterInput = builder.inputType("ProductAttributeFilterInput", {
  fields: (t) => ({
    code: t.string({ required: true }),
    values: t.stringList({ required: true }),
  }),
});

export const ProductListFilterInput = builder.inputType("ProductListFilterInput", {
  description:
    "aggFilters of shopping §7. Malformed values are ignored; only on-shelf products are listed.",
  fields: (t) => ({
    categoryPath: t.string({ description: 'Any level ("men/jackets") or "new-in".' }),
    brandCodes: t.stringList(),
    attributes: t.field({ type: [AttributeFilterInput] }),
    salePrice: t.string({
      description:
        'HK$ range "min-max" (e.g. "1-500", "3000-99999"; a missing side takes the default 1 or 99999).',
    }),
    keyword: t.string(),
  }),
});

const ProductSortInput = builder.inputType("ProductSortInput", {
  fields: (t) => ({
    name: t.field({ type: ProductSortNameEnum, required: true }),
    sort: t.field({ type: SortDirectionEnum, required: true }),
  }),
});

type FilterArgs = typeof ProductListFilterInput.$inferInput;

function toFilters(
  input: FilterArgs | null | undefined,
  codes?: readonly string[] | null,
): ProductListFilters {
  const attributes: Record<string, string[]> = {};
  for (const attribute of input?.attributes ?? []) {
    attributes[attribute.code] = [...(attributes[attribute.code] ?? []), ...attribute.values];
  }
  return {
    categoryPath: input?.categoryPath ?? null,
    brandCodes: input?.brandCodes ?? [],
    attributes,
    salePrice: parsePriceRange(input?.salePrice),
    keyword: input?.keyword ?? null,
    ...(codes ? { codes } : {}),
  };
}

function raise(ctx: GraphQLContext, failure: CatalogFailure): never {
  throw queryError(
    ctx.t,
    failure.code,
    failure.max !== undefined ? { max: failure.max } : undefined,
  );
}

interface EdgeShape {
  cursor: string;
  node: ProductShape;
}
interface ConnectionShape {
  edges: EdgeShape[];
  pageInfo: ProductListPage["pageInfo"];
}

const ProductEdge = builder.objectRef<EdgeShape>("ProductEdge").implement({
  fields: (t) => ({
    cursor: t.exposeString("cursor"),
    node: t.field({ type: ProductRef, resolve: (e) => e.node }),
  }),
});

const ProductConnection = builder.objectRef<ConnectionShape>("ProductConnection").implement({
  fields: (t) => ({
    edges: t.field({ type: [ProductEdge], resolve: (c) => c.edges }),
    pageInfo: t.field({ type: PageInfo, resolve: (c) => c.pageInfo }),
    totalCount: t.int({ resolve: (c) => c.pageInfo.totalCount }),
  }),
});

/**
 * getProductListByColor: each product of the page becomes one card per colour, with that
 * colour's SKUs and pictures (pictures of the whole product are kept). Paging stays by product,
 * so cursors are the list's own.
 */
function splitByColour(page: ConnectionShape): ConnectionShape {
  const edges = page.edges.flatMap((edge) => {
    const colours = [...new Set(edge.node.skus.map((sku) => sku.options.color.code))];
    if (colours.length <= 1) return [edge];
    return colours.map((colour) => {
      const skus = edge.node.skus.filter((sku) => sku.options.color.code === colour);
      const prices = skus.filter((sku) => sku.isEnabled);
      const cheapest = [...(prices.length > 0 ? prices : skus)].sort(
        (a, b) => a.salePrice - b.salePrice,
      )[0];
      return {
        cursor: edge.cursor,
        node: {
          ...edge.node,
          skus,
          images: edge.node.images.filter((i) => i.colorCode === null || i.colorCode === colour),
          inventory: prices.reduce((sum, sku) => sum + sku.inventory, 0),
          ...(cheapest ? { salePrice: cheapest.salePrice, listPrice: cheapest.listPrice } : {}),
        },
      };
    });
  });
  return { ...page, edges };
}

const listArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  filters: t.arg({ type: ProductListFilterInput, required: false }),
  sorts: t.arg({
    type: [ProductSortInput],
    required: false,
    description: "The first pair applies.",
  }),
  codes: t.arg.stringList({ required: false, description: "Only these product (spu) codes." }),
  first: t.arg.int({ required: false, description: "Default 30, at most 100." }),
  after: t.arg.string({ required: false }),
});

/**
 * The card parts a list query shows: a list asking only for codes and titles reads no SKUs,
 * pictures or labels. `inventory` is summed from the SKUs.
 */
function listedParts(info: GraphQLResolveInfo): CardParts {
  const fields = selectedFields(info, ["edges", "node"]);
  return {
    skus: fields.has("skus") || fields.has("inventory"),
    images: fields.has("images"),
    labels: fields.has("labels"),
    funcLabels: fields.has("funcLabels"),
  };
}

async function listPage(
  ctx: GraphQLContext,
  parts: CardParts,
  args: {
    filters?: FilterArgs | null;
    sorts?: { name: ProductSort["name"]; sort: ProductSort["direction"] }[] | null;
    codes?: string[] | null;
    first?: number | null;
    after?: string | null;
  },
): Promise<ConnectionShape> {
  const sort = args.sorts?.[0];
  const page = await getProductList(
    ctx.db,
    {
      filters: toFilters(args.filters, args.codes),
      sort: sort ? { name: sort.name, direction: sort.sort } : null,
      first: args.first,
      after: args.after,
      locale: ctx.locale,
      parts,
    },
    ctx.now,
  );
  if (!page.ok) raise(ctx, page);
  return page;
}

type CategoryCountShape = FilterCondition["categories"][number];
const CategoryCountRef = builder.objectRef<CategoryCountShape>("CategoryCount");
CategoryCountRef.implement({
  fields: (t) => ({
    path: t.exposeString("path"),
    code: t.exposeString("code"),
    level: t.exposeInt("level"),
    name: t.exposeString("name"),
    frontName: t.exposeString("name"),
    imageUrl: t.string({ nullable: true, resolve: (c) => c.imageUrl }),
    count: t.exposeInt("count"),
    children: t.field({ type: [CategoryCountRef], resolve: (c) => c.children }),
  }),
});

const BrandCountRef = builder.objectRef<FilterCondition["brands"][number]>("BrandCount").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    imageUrl: t.string({ nullable: true, resolve: (b) => b.imageUrl }),
    count: t.exposeInt("count"),
  }),
});

const FilterValueRef = builder
  .objectRef<FilterCondition["attributes"][number]["values"][number]>("FilterAttributeValue")
  .implement({
    fields: (t) => ({
      key: t.exposeString("key"),
      value: t.exposeString("value"),
      frontName: t.exposeString("frontName"),
      imageUrl: t.string({ nullable: true, resolve: (v) => v.imageUrl }),
      colorRgb: t.string({ nullable: true, resolve: (v) => v.colorRgb }),
      total: t.exposeInt("total"),
      selected: t.exposeBoolean("selected"),
    }),
  });

const FilterAttributeRef = builder
  .objectRef<FilterCondition["attributes"][number]>("FilterAttribute")
  .implement({
    fields: (t) => ({
      attributeType: t.exposeString("attributeType"),
      code: t.exposeString("code"),
      queryKey: t.string({
        nullable: true,
        description: "The product list URL key of this attribute (co, si, ...).",
        resolve: (a) => a.queryKey,
      }),
      name: t.exposeString("name"),
      values: t.field({ type: [FilterValueRef], resolve: (a) => a.values }),
    }),
  });

const SalePriceCountRef = builder
  .objectRef<FilterCondition["salePrices"][number]>("SalePriceCount")
  .implement({
    fields: (t) => ({
      salePrice: t.exposeString("salePrice"),
      count: t.exposeInt("count"),
    }),
  });

const FilterConditionRef = builder.objectRef<FilterCondition>("FilterCondition").implement({
  description:
    "Facet counts: each facet applies every filter except its own selection (catalog README).",
  fields: (t) => ({
    categories: t.field({ type: [CategoryCountRef], resolve: (f) => f.categories }),
    brands: t.field({ type: [BrandCountRef], resolve: (f) => f.brands }),
    attributes: t.field({ type: [FilterAttributeRef], resolve: (f) => f.attributes }),
    salePrices: t.field({ type: [SalePriceCountRef], resolve: (f) => f.salePrices }),
  }),
});

const HotSearchTermRef = builder.objectRef<HotSearchTerm>("HotSearchTerm").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    link: t.string({ nullable: true, resolve: (h) => h.link }),
  }),
});

const SearchPreviewRef = builder
  .objectRef<{ products: ProductShape[]; totalCount: number }>("SearchPreview")
  .implement({
    fields: (t) => ({
      products: t.field({ type: [ProductRef], resolve: (s) => s.products }),
      totalCount: t.exposeInt("totalCount"),
    }),
  });

const ProductSalesRef = builder
  .objectRef<{ code: string; sales: number }>("ProductSales")
  .implement({
    fields: (t) => ({ code: t.exposeString("code"), sales: t.exposeInt("sales") }),
  });

const ShopProductsFilterInput = builder.inputType("ShopProductsFilterInput", {
  fields: (t) => ({ codes: t.stringList({ required: true }) }),
});

export const Shop = builder.objectRef<Record<string, never>>("Shop").implement({
  fields: (t) => ({
    products: t.field({
      type: [ProductSalesRef],
      description: "Units sold of the given on-shelf products (shopping §7 shop.products).",
      args: { filters: t.arg({ type: ShopProductsFilterInput, required: true }) },
      resolve: (_shop, args, ctx) => productSales(ctx.db, args.filters.codes),
    }),
  }),
});

const detailArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  codes: t.arg.stringList({ required: true }),
  includeAttrs: t.arg.boolean({ required: false, description: "Default true." }),
  attributeCodes: t.arg.stringList({ required: false }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: ProductConnection,
    description: "getProductList: on-shelf products matching the filters, by cursor.",
    args: listArgs(t),
    resolve: (_root, args, ctx, info) => listPage(ctx, listedParts(info), args),
  }),
  productsByColor: t.field({
    type: ProductConnection,
    description: "getProductListByColor: the same list, one card per colour.",
    args: listArgs(t),
    // Splitting by colour needs every SKU and picture, whatever is selected.
    resolve: async (_root, args, ctx) => splitByColour(await listPage(ctx, ALL_CARD_PARTS, args)),
  }),
  productByCode: t.field({
    type: [ProductRef],
    description: "On-shelf products by code, in the order asked (shopping §5).",
    args: detailArgs(t),
    resolve: (_root, args, ctx) =>
      productByCode(
        ctx.db,
        {
          codes: args.codes,
          locale: ctx.locale,
          includeAttrs: args.includeAttrs ?? true,
          ...(args.attributeCodes ? { attributeCodes: args.attributeCodes } : {}),
        },
        ctx.now,
      ),
  }),
  notCacheProductByCode: t.field({
    type: [ProductRef],
    description: "Like productByCode, with off-shelf products too (onShelves false).",
    args: detailArgs(t),
    resolve: (_root, args, ctx) =>
      getNotCacheProductByCode(
        ctx.db,
        {
          codes: args.codes,
          locale: ctx.locale,
          includeAttrs: args.includeAttrs ?? true,
          ...(args.attributeCodes ? { attributeCodes: args.attributeCodes } : {}),
        },
        ctx.now,
      ),
  }),
  filterCondition: t.field({
    type: FilterConditionRef,
    args: { filters: t.arg({ type: ProductListFilterInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      const result = await filterCondition(
        ctx.db,
        { filters: toFilters(args.filters), locale: ctx.locale },
        ctx.now,
      );
      if (!result.ok) raise(ctx, result);
      return result;
    },
  }),
  hotSearch: t.field({
    type: [HotSearchTermRef],
    resolve: (_root, _args, ctx) => hotSearch(ctx.db, ctx.locale),
  }),
  hotSellProducts: t.field({
    type: [ProductRef],
    description: "The first 4 on-shelf products by sales over the last three months.",
    resolve: (_root, _args, ctx) => hotSellProducts(ctx.db, { locale: ctx.locale }, ctx.now),
  }),
  searchPreview: t.field({
    type: SearchPreviewRef,
    description: "The first 10 results of a keyword, in the result page's order.",
    args: { keyword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      searchPreview(ctx.db, { keyword: args.keyword, locale: ctx.locale }, ctx.now),
  }),
  shop: t.field({ type: Shop, resolve: () => ({}) }),
}));
