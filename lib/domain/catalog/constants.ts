/**
 * Catalog rules in the spec's wording (shopping §2 Product list, §3 Product/SKU/Filter condition,
 * §5, §9; accounts §2 Header search, §3 Recent view, §4 Compare, §9).
 */

/** shopping §9: "Product list first page 30." */
export const PRODUCT_LIST_FIRST_PAGE_SIZE = 30;

/** Not in the spec: the most a caller may ask for in one page; more is refused (docs in catalog README). */
export const PRODUCT_LIST_MAX_PAGE_SIZE = 100;

/** shopping §9: "Search preview first 10; hot-sell products 4." */
export const SEARCH_PREVIEW_FIRST = 10;
export const HOT_SELL_FIRST = 4;

/** shopping §2: "Product list request: only products on shelf (spuSaleStatuses ON_SHELF)." */
export const SPU_SALE_STATUSES = ["ON_SHELF", "OFF_SHELF"] as const;
export type SpuSaleStatus = (typeof SPU_SALE_STATUSES)[number];

/**
 * shopping §2: "For the new-arrivals category (code new-in, level c1) the list is also limited
 * to products whose firstListTime is within the last 14 days (Beijing time)."
 */
export const NEW_IN_CATEGORY_CODE = "new-in";
export const NEW_IN_DAYS = 14;
export const BEIJING_TIME_ZONE = "Asia/Shanghai";

/**
 * shopping §2: "Sort options: listing time newest first (default), price ascending, price
 * descending, sales descending over the last three months. Direction values ASC and DESC."
 */
export const PRODUCT_SORT_NAMES = ["listTime", "salePrice", "sales"] as const;
export type ProductSortName = (typeof PRODUCT_SORT_NAMES)[number];
export const SORT_DIRECTIONS = ["ASC", "DESC"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_PRODUCT_SORT = { name: "listTime", direction: "DESC" } as const;
export const SALES_SORT_MONTHS = 3;

/**
 * shopping §2: "Price filter bands (HK$): 0-500, 500-1000, 1000-1500, 1500-2000, 2000-2500,
 * 2500-3000, 3000 and over. A price range is written min-max, with defaults 1 and 99999 (a
 * missing filter defaults to 1 to 999999)." Whole HK$ here; the domain converts to cents.
 */
export const PRICE_BAND_BOUNDS_HKD = [0, 500, 1000, 1500, 2000, 2500, 3000] as const;
export const PRICE_RANGE_DEFAULT_MIN_HKD = 1;
export const PRICE_RANGE_DEFAULT_MAX_HKD = 99_999;
export const PRICE_FILTER_MISSING_MAX_HKD = 999_999;

/**
 * shopping §2: "Query keys are abbreviations: g gender, ca category, o outdoor activity, p price,
 * co colour, si size, di discount, uc unknown category, cf fit, sw shoe width, sts shop-to-stay
 * function." Values: the attribute code behind each attribute key ("Sale attribute customSize.
 * Option base colour basecolor." §3); ca, p and uc are not attributes.
 */
export const LIST_ATTRIBUTE_QUERY_KEYS = {
  g: "gender",
  o: "outdoorActivity",
  co: "basecolor",
  si: "customSize",
  di: "discount",
  cf: "fit",
  sw: "shoeWidth",
  sts: "shopToStayFunction",
} as const;
export type ListAttributeQueryKey = keyof typeof LIST_ATTRIBUTE_QUERY_KEYS;
export const LIST_CATEGORY_QUERY_KEY = "ca";
export const LIST_PRICE_QUERY_KEY = "p";
export const LIST_UNKNOWN_CATEGORY_QUERY_KEY = "uc";

/** shopping §3: "Image types: MAINIMAGE, VIDEOMAINIMAGE, VIDEO, WIRELESSMAINIMAGE, TAGIMAGE, FIGUREIMAGE, WHITEFIGUREIMAGE, RICH_CONTENT_IMAGES." */
export const PRODUCT_IMAGE_TYPES = [
  "MAINIMAGE",
  "VIDEOMAINIMAGE",
  "VIDEO",
  "WIRELESSMAINIMAGE",
  "TAGIMAGE",
  "FIGUREIMAGE",
  "WHITEFIGUREIMAGE",
  "RICH_CONTENT_IMAGES",
] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

/** shopping §3 "Attribute codes in use" (text attributes of the product detail). */
export const PRODUCT_TEXT_ATTRIBUTE_CODES = [
  "brandcolordec",
  "productDescription",
  "pdp_fabric",
  "cbSizeChart",
  "cbSizeFit",
  "pdp_tech",
  "plpSelectGroup",
  "plpSelectSub",
  "colorRgb",
  "stars",
  "productLabel",
  "pdpDetail01",
  "pdpDetail02",
  "pdpDetail03",
  "pdpDetail04",
  "pdpDetail05",
  "pdpDetail06",
] as const;

/**
 * shopping §5: "Size labels: one-size is UNIQUE, FREE or the Chinese word for one size. A + in a
 * size means a half step (.5). Size order: 6XS, 5XS, 4XS, XXXS, XXS, XS, S, M, ML, L, LL, XL, XXL,
 * XXXL, XXXXL."
 */
export const ONE_SIZE_LABELS = ["UNIQUE", "FREE", "均碼"] as const;
export const SIZE_ORDER = [
  "6XS",
  "5XS",
  "4XS",
  "XXXS",
  "XXS",
  "XS",
  "S",
  "M",
  "ML",
  "L",
  "LL",
  "XL",
  "XXL",
  "XXXL",
  "XXXXL",
] as const;
export const HALF_SIZE_MARK = "+";

/** shopping §5: "Stock display: counts shown as 10+, 20+ and so on; 0 when the count is 10 or less or invalid." */
export const STOCK_DISPLAY_STEP = 10;

/** shopping §5: "A video file is recognised by extension: mp4, avi, rmvb, rm, asf, divx, mpg, mpeg, mpe, wmv, mkv, vob." */
export const VIDEO_EXTENSIONS = [
  "mp4",
  "avi",
  "rmvb",
  "rm",
  "asf",
  "divx",
  "mpg",
  "mpeg",
  "mpe",
  "wmv",
  "mkv",
  "vob",
] as const;

/** shopping §5: "White is recognised for white, #fff, #ffffff and rgb(255,255,255)." */
export const WHITE_COLOUR_VALUES = ["white", "#fff", "#ffffff", "rgb(255,255,255)"] as const;

/** Not in the spec: keyword bounds, so a 1,000-character keyword costs no more than a short one. */
export const KEYWORD_MAX_CHARS = 100;
export const KEYWORD_MAX_TERMS = 8;

/** shopping §2, accounts §9: "A compare list holds at most 4 products." */
export const COMPARE_LIST_MAX = 4;

/** Not in the spec: how many recently viewed products are kept (docs/adr). */
export const RECENT_VIEW_MAX = 12;

/** Not in the spec: how many colour names a product card spells out before "+N" (docs/adr/0016). */
export const CARD_COLOUR_NAMES_SHOWN = 3;
