/**
 * Product operations (shopping §7 Product; accounts §2 Header search) with their result types.
 * Fields are spelled once per shape below and reused, so a card looks the same in the list, the
 * search preview, hot sell and guess-you-like.
 */
import { defineOperation, type UserErrorData } from "./define";

export interface MoneyData {
  amount: string;
  currencyCode: string;
}

export interface ProductImageData {
  url: string;
  type: string;
  sort: number;
  width: number;
  height: number;
  colorCode: string | null;
}

export interface SkuData {
  code: string;
  isEnabled: boolean;
  inventory: number;
  stockDisplay: string;
  listPrice: MoneyData;
  salePrice: MoneyData;
  options: {
    color: { code: string; name: string; rgb: string; baseColor: string };
    size: { label: string; code: string };
    shoeWidth: string | null;
  };
}

export interface ProductCardData {
  code: string;
  style: string;
  title: string;
  subTitle: string;
  isNewIn: boolean;
  onShelves: boolean;
  inventory: number;
  brandList: { code: string; name: string }[];
  images: ProductImageData[];
  labels: { code: string; frontName: string }[];
  listPrice: MoneyData;
  salePrice: MoneyData;
  discountPercentage: number | null;
  skus: { code: string; options: { color: { code: string; name: string; rgb: string } } }[];
}

const MONEY = "{ amount currencyCode }";
const IMAGE = "url type sort width height colorCode";
const CARD = `code style title subTitle isNewIn onShelves inventory brandList { code name }
  images(types: [MAINIMAGE, WIRELESSMAINIMAGE, FIGUREIMAGE]) { ${IMAGE} } labels { code frontName }
  listPrice ${MONEY} salePrice ${MONEY} discountPercentage
  skus { code options { color { code name rgb } } }`;

export interface PageInfoData {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  totalCount: number;
}

export interface ProductListFilterVariables {
  categoryPath?: string | null;
  brandCodes?: string[];
  attributes?: { code: string; values: string[] }[];
  salePrice?: string | null;
  keyword?: string | null;
}

export interface ProductListVariables {
  filters?: ProductListFilterVariables;
  sorts?: { name: "listTime" | "salePrice" | "sales"; sort: "ASC" | "DESC" }[];
  codes?: string[];
  first?: number;
  after?: string | null;
}

export interface ProductConnectionData {
  edges: { cursor: string; node: ProductCardData }[];
  pageInfo: PageInfoData;
}

const LIST_ARGS = `$filters: ProductListFilterInput, $sorts: [ProductSortInput!], $codes: [String!], $first: Int, $after: String`;
const LIST_VARS = `filters: $filters, sorts: $sorts, codes: $codes, first: $first, after: $after`;
const CONNECTION = `edges { cursor node { ${CARD} } }
  pageInfo { hasPreviousPage hasNextPage startCursor endCursor totalCount }`;

export const getProductList = defineOperation<
  { products: ProductConnectionData },
  ProductListVariables
>(`query getProductList(${LIST_ARGS}) { products(${LIST_VARS}) { ${CONNECTION} } }`);

export const getProductListByColor = defineOperation<
  { productsByColor: ProductConnectionData },
  ProductListVariables
>(`query getProductListByColor(${LIST_ARGS}) { productsByColor(${LIST_VARS}) { ${CONNECTION} } }`);

export interface FilterValueData {
  key: string;
  value: string;
  frontName: string;
  imageUrl: string | null;
  colorRgb: string | null;
  total: number;
  selected: boolean;
}

export interface CategoryCountData {
  path: string;
  code: string;
  level: number;
  name: string;
  count: number;
  children: CategoryCountData[];
}

export interface FilterConditionData {
  categories: CategoryCountData[];
  brands: { code: string; name: string; imageUrl: string | null; count: number }[];
  attributes: {
    attributeType: string;
    code: string;
    queryKey: string | null;
    name: string;
    values: FilterValueData[];
  }[];
  salePrices: { salePrice: string; count: number }[];
}

const CATEGORY_COUNT = "path code level name count";

export const filterConditionQuery = defineOperation<
  { filterCondition: FilterConditionData },
  { filters?: ProductListFilterVariables }
>(`query filterCondition($filters: ProductListFilterInput) { filterCondition(filters: $filters) {
  categories { ${CATEGORY_COUNT} children { ${CATEGORY_COUNT} children { ${CATEGORY_COUNT} children { ${CATEGORY_COUNT} } } } }
  brands { code name imageUrl count }
  attributes { attributeType code queryKey name values { key value frontName imageUrl colorRgb total selected } }
  salePrices { salePrice count } } }`);

export interface ProductDetailData {
  code: string;
  style: string;
  title: string;
  subTitle: string;
  description: string | null;
  productType: string;
  isNewIn: boolean;
  onShelves: boolean;
  inventory: number;
  sales: number;
  brandList: { code: string; name: string; imageUrl: string | null }[];
  images: ProductImageData[];
  labels: { code: string; frontName: string; description: string; imageUrl: string | null }[];
  funcLabels: { code: string; labelType: string; value: string }[];
  listPrice: MoneyData;
  salePrice: MoneyData;
  discountPercentage: number | null;
  categories:
    { path: string; code: string; level: number; name: string; isPrimary: boolean }[] | null;
  attributes:
    | {
        code: string;
        name: string;
        frontName: string;
        values: { code: string; displayName: string; url: string | null }[];
      }[]
    | null;
  skus: (SkuData & { favorite: { id: number } | null })[];
  styleProducts: RelatedProductData[] | null;
  mergedColourProducts: RelatedProductData[] | null;
  /** Only on the product page's document (getNotCacheProductByCode). */
  promotions?: ProductPromotionData[];
}

export interface ProductPromotionData {
  code: string;
  name: string;
  type: string;
  description: string;
  endTime: string | null;
  exchangeProducts: { pageInfo: { totalCount: number } };
}

export interface RelatedProductData {
  code: string;
  title: string;
  onShelves: boolean;
  salePrice: MoneyData;
  colors: { code: string; name: string; rgb: string }[];
  mainImage: ProductImageData | null;
}

const RELATED = `code title onShelves salePrice ${MONEY} colors { code name rgb } mainImage { ${IMAGE} }`;
const DETAIL = `code style title subTitle description productType isNewIn onShelves inventory sales
  brandList { code name imageUrl } images { ${IMAGE} }
  labels { code frontName description imageUrl } funcLabels { code labelType value }
  listPrice ${MONEY} salePrice ${MONEY} discountPercentage
  categories { path code level name isPrimary }
  attributes { code name frontName values { code displayName url } }
  skus { code isEnabled inventory stockDisplay listPrice ${MONEY} salePrice ${MONEY}
    options { color { code name rgb baseColor } size { label code } shoeWidth } favorite { id } }
  styleProducts { ${RELATED} } mergedColourProducts { ${RELATED} }`;

interface DetailVariables {
  codes: string[];
  includeAttrs?: boolean;
  attributeCodes?: string[];
}

export const productByCode = defineOperation<
  { productByCode: ProductDetailData[] },
  DetailVariables
>(`query productByCode($codes: [String!]!, $includeAttrs: Boolean, $attributeCodes: [String!]) {
  productByCode(codes: $codes, includeAttrs: $includeAttrs, attributeCodes: $attributeCodes) { ${DETAIL} } }`);

export const getNotCacheProductByCode = defineOperation<
  { notCacheProductByCode: ProductDetailData[] },
  DetailVariables
>(`query getNotCacheProductByCode($codes: [String!]!, $includeAttrs: Boolean, $attributeCodes: [String!]) {
  notCacheProductByCode(codes: $codes, includeAttrs: $includeAttrs, attributeCodes: $attributeCodes) {
    ${DETAIL} promotions { code name type description endTime exchangeProducts { pageInfo { totalCount } } } } }`);

/** The compare view: several products side by side, with their attributes. */
export const compareProducts = defineOperation<
  { productByCode: ProductDetailData[] },
  { codes: string[] }
>(`query compareProducts($codes: [String!]!) { productByCode(codes: $codes) { ${DETAIL} } }`);

export const hotSearch = defineOperation<{
  hotSearch: { title: string; link: string | null }[];
  hotSellProducts: ProductCardData[];
}>(`query hotSearch { hotSearch { title link } hotSellProducts { ${CARD} } }`);

export const searchPreview = defineOperation<
  { searchPreview: { products: ProductCardData[]; totalCount: number } },
  { keyword: string }
>(
  `query searchPreview($keyword: String!) { searchPreview(keyword: $keyword) { products { ${CARD} } totalCount } }`,
);

export const shopProductSales = defineOperation<
  { shop: { products: { code: string; sales: number }[] } },
  { codes: string[] }
>(
  `query shopProductSales($codes: [String!]!) { shop { products(filters: { codes: $codes }) { code sales } } }`,
);

export const arrivalNoticeCreate = defineOperation<
  { arrivalNoticeCreate: { created: boolean; userErrors: UserErrorData[] } },
  { input: { email: string; skuCode: string } }
>(`mutation arrivalNoticeCreate($input: ArrivalNoticeCreateInput!) {
  arrivalNoticeCreate(input: $input) { created userErrors { code message field } } }`);

export const createFavorite = defineOperation<
  { createFavorite: { favorite: { id: number } | null; userErrors: UserErrorData[] } },
  { input: { skuCode: string } }
>(`mutation createFavorite($input: FavoriteCreateInput!) {
  createFavorite(input: $input) { favorite { id } userErrors { code message field } } }`);

export const deleteFavorite = defineOperation<
  { deleteFavorite: { userErrors: UserErrorData[] } },
  { id: number }
>(
  `mutation deleteFavorite($id: Int!) { deleteFavorite(id: $id) { userErrors { code message field } } }`,
);
