/**
 * Catalog data as the domain hands it out: plain objects, money in integer HKD cents, text
 * already in the request's language. The API edge turns these into the spec's shapes.
 */
import type { ProductImageType, SortDirection, ProductSortName } from "./constants";
import type { PromotionAccountScope } from "@/lib/domain/promotions/constants";

export interface BrandRef {
  code: string;
  name: string;
  imageUrl: string | null;
}

export interface ProductImage {
  url: string;
  type: ProductImageType;
  sort: number;
  width: number;
  height: number;
  /** The colour shown (a SKU's colour code); null for pictures of the whole product. */
  colorCode: string | null;
}

export interface ProductLabel {
  code: string;
  frontName: string;
  description: string;
  imageUrl: string | null;
}

export interface FuncLabel {
  code: string;
  labelType: string;
  value: string;
}

export interface SkuOptions {
  color: { code: string; name: string; rgb: string; baseColor: string };
  size: { label: string; code: string };
  /** shoeWidth value code ("standard", "wide"); null when the product has no widths. */
  shoeWidth: string | null;
}

export interface SkuView {
  code: string;
  storeSkuCode: string;
  isEnabled: boolean;
  /** Available quantity (shown through stockDisplayText). */
  inventory: number;
  featuredType: string | null;
  listPrice: number;
  /** The default sale price (skuPrices.defaultPrice.price). */
  salePrice: number;
  options: SkuOptions;
  memberPrices: { memberLevelCode: string; price: number }[];
  /** Promotion prices in force at `now`. */
  promotionPrices: {
    accountScope: PromotionAccountScope;
    levels: string[];
    promotionPrice: number;
  }[];
}

export interface ProductCard {
  code: string;
  style: string;
  title: string;
  subTitle: string;
  productType: string;
  brand: BrandRef;
  listTime: Date;
  firstListTime: Date;
  onShelves: boolean;
  /** All-time units sold. */
  sales: number;
  /** Units sold over the last three months (the sales sort). */
  recentSales: number;
  /** The lowest default sale price of the enabled SKUs, and that SKU's list price. */
  salePrice: number;
  listPrice: number;
  discountPercentage: number | null;
  /** Sum of the enabled SKUs' available quantities. */
  inventory: number;
  isNewIn: boolean;
  images: ProductImage[];
  labels: ProductLabel[];
  funcLabels: FuncLabel[];
  skus: SkuView[];
}

export interface ProductSort {
  name: ProductSortName;
  direction: SortDirection;
}

export interface PageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  totalCount: number;
}

/** Expected failures of the catalog operations; the API edge maps them to userErrors. */
export const CATALOG_FAILURE_CODES = {
  FIRST_OUT_OF_RANGE: "PRODUCT_LIST_FIRST_OUT_OF_RANGE",
  INVALID_CURSOR: "PRODUCT_LIST_INVALID_CURSOR",
  UNKNOWN_CATEGORY: "UNKNOWN_CATEGORY",
  INVALID_EMAIL: "ARRIVAL_NOTICE_INVALID_EMAIL",
  UNKNOWN_SKU: "ARRIVAL_NOTICE_UNKNOWN_SKU",
  IN_STOCK: "ARRIVAL_NOTICE_IN_STOCK",
} as const;
export type CatalogFailureCode = (typeof CATALOG_FAILURE_CODES)[keyof typeof CATALOG_FAILURE_CODES];

export interface CatalogFailure {
  ok: false;
  code: CatalogFailureCode;
  field?: string;
  /** For FIRST_OUT_OF_RANGE: the largest page allowed. */
  max?: number;
}
