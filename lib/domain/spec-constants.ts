/**
 * Constants the two specs name, in the specs' wording, in one place. Pure values only:
 * the browser, the server and the tests import this module.
 */

/** accounts §1, §9: "Supported locales en and zh"; "Default language is English". */
export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The `lang` header values of the API (accounts §7). */
export const API_LANG_BY_LOCALE = { en: "en_US", zh: "zh_HK" } as const satisfies Record<
  Locale,
  string
>;
export type ApiLang = (typeof API_LANG_BY_LOCALE)[Locale];
/** "The fallback language for text is zh." (accounts §1) */
export const FALLBACK_TEXT_LOCALE: Locale = "zh";

/** accounts §7: "a channel code fixed at 100". */
export const CHANNEL_CODE = "100";

/** accounts §4 Session: "lifetimes 7200 seconds (2 hours) or 604800 seconds (7 days), chosen by remember-me". */
export const TOKEN_LIFETIME_SECONDS = 7200;
export const REMEMBER_ME_TOKEN_LIFETIME_SECONDS = 604_800;
/** Not in the spec: how long an anonymous visitor token lives (docs/adr/0003). */
export const VISITOR_TOKEN_LIFETIME_SECONDS = 604_800;

/** accounts §8: "Codes 00510104, 401 and 10110143 force logout and a redirect to login." */
export const AUTH_ERROR_CODES = {
  /** No session, or a visitor calling a member-only operation. */
  UNAUTHENTICATED: "401",
  /** The token has expired. */
  TOKEN_EXPIRED: "00510104",
  /** The token was revoked (logout, rotation on login). */
  TOKEN_REVOKED: "10110143",
} as const;
export const FORCE_LOGOUT_CODES: readonly string[] = Object.values(AUTH_ERROR_CODES);

/** shopping §7: "status 431, 414 or 400 turns the GET mode off". */
export const PERSISTED_QUERY_GET_OFF_STATUSES: readonly number[] = [431, 414, 400];

/** accounts §4 Language change: reload "after 50 ms (1000 ms when triggered by the lang query parameter)". */
export const LANGUAGE_RELOAD_DELAY_MS = 50;
export const LANG_QUERY_RELOAD_DELAY_MS = 1000;

/** accounts §9: "Toast default 2000 ms, 5000 ms on two cart errors. Only one toast at a time". */
export const TOAST_DURATION_MS = 2000;
export const TOAST_LONG_DURATION_MS = 5000;
export const TOAST_STATUSES = ["default", "success", "error", "old-error"] as const;

/** accounts §2 Shared layout: "a back-to-top button appearing after 300 px of scrolling". */
export const BACK_TO_TOP_AFTER_PX = 300;
/** accounts §9 Breakpoints: "mobile width 576, tablet 1024". */
export const MOBILE_WIDTH_PX = 576;
export const PAD_WIDTH_PX = 1024;
/** accounts §9: "loading bar 5 s default with 200 ms throttle". */
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;
/** accounts §2: "A failed chunk load reloads the page, at most once per minute." */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** accounts §2 Route guard: SSO failure toast text. */
export const SSO_ERROR_TEXT = "SSO error";
/** accounts §8 Route errors. */
export const NOT_FOUND_TEXT = "This page could not be found";
/** accounts §8: "Route errors: 404 'This page could not be found'". */
export const NOT_FOUND_STATUS = 404;
export const DEFAULT_ERROR_STATUS = 500;

/** accounts §9: "Menu depth 4". */
export const MENU_MAX_DEPTH = 4;

/** accounts §5 Password: "6 to 20 printable ASCII characters with at least one letter and one digit". */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/* ---- Catalog (shopping §2 Product list, §3 Product/SKU/Filter condition, §5, §9) ---- */

/** shopping §9: "Currency HK$ (HKD)". Money is integer cents of this currency. */
export const CURRENCY_CODE = "HKD";
export const CENTS_PER_DOLLAR = 100;

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
 * shopping §5: "Promotion prices apply by account scope: ALL_ACCOUNT always; MEMBER only if the
 * level list is empty or contains the member's level; GUEST only for guests. A member price by
 * member level code overrides the default price."
 */
export const PROMOTION_ACCOUNT_SCOPES = ["ALL_ACCOUNT", "MEMBER", "GUEST"] as const;
export type PromotionAccountScope = (typeof PROMOTION_ACCOUNT_SCOPES)[number];

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

/* ---- Discovery and wish list (accounts §2 Header search, §3 Recent view, §4 Compare, §9) ---- */

/** shopping §9: "Max cart line quantity 99." The product page's quantity stops there too. */
export const CART_LINE_MAX_QUANTITY = 99;
/** shopping §2, accounts §9: "A compare list holds at most 4 products." */
export const COMPARE_LIST_MAX = 4;
/** accounts §9: "Wish list max 100 items." */
export const FAVORITES_MAX = 100;
/** Not in the spec: how many recently viewed products are kept (docs/adr). */
export const RECENT_VIEW_MAX = 12;
/** Not in the spec: how many colour names a product card spells out before "+N" (docs/adr/0016). */
export const CARD_COLOUR_NAMES_SHOWN = 3;
/** accounts §9: "Search: ... debounce 500 ms, blur delay 100 ms, focus delay 300 ms." */
export const SEARCH_PREVIEW_DEBOUNCE_MS = 500;
export const SEARCH_BLUR_DELAY_MS = 100;
export const SEARCH_FOCUS_DELAY_MS = 300;
/** shopping §9: "infinite scroll throttle 200 ms with trigger distance 100 px". */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const INFINITE_SCROLL_DISTANCE_PX = 100;
/** shopping §9: "image lazy-load margin 300 px and timeout 20 s; image quality 80". */
export const IMAGE_LAZY_MARGIN_PX = 300;
export const IMAGE_LOAD_TIMEOUT_MS = 20_000;
export const IMAGE_QUALITY = 80;

/* ---- Cart and pricing (shopping §3 Cart, §4 Promotion types, Cart line partition, §8, §9) ---- */

/** shopping §4: "Promotion types: SATISFY_REDUCE, DIRECT_REDUCE, ... EXCHANGE." */
export const PROMOTION_TYPES = [
  "SATISFY_REDUCE",
  "DIRECT_REDUCE",
  "SATISFY_DISCOUNT",
  "PRESENT",
  "BUNDLE",
  "SPECIFY_PRICE",
  "FREIGHT_SATISFY_REDUCE",
  "FREIGHT_SATISFY_DISCOUNT",
  "MEMBER",
  "FULL_FREE",
  "EXCHANGE",
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** shopping §3 Cart line: "lineType (SALABLE_PRODUCT, GIFT, ATTACHED_PRODUCT)". */
export const CART_LINE_TYPES = ["SALABLE_PRODUCT", "GIFT", "ATTACHED_PRODUCT"] as const;

/** shopping §4: "coupon kinds PROMOTION_CODE and PROMOTION_COUPON; coupon use states UNUSED, USED, OVEREND; a further pair NORMAL and FREEZE." */
export const COUPON_KINDS = ["PROMOTION_CODE", "PROMOTION_COUPON"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const DEFAULT_COUPON_KIND: CouponKind = "PROMOTION_CODE";
export const COUPON_USE_STATUSES = ["UNUSED", "USED", "OVEREND"] as const;
export type CouponUseStatus = (typeof COUPON_USE_STATUSES)[number];
export const COUPON_FREEZE_STATUSES = ["NORMAL", "FREEZE"] as const;
export type CouponFreezeStatus = (typeof COUPON_FREEZE_STATUSES)[number];

/** shopping §3 Additional service: "type (PACKAGE, GREETING_CARD)". */
export const ADDITIONAL_SERVICE_TYPES = ["PACKAGE", "GREETING_CARD"] as const;
export type AdditionalServiceType = (typeof ADDITIONAL_SERVICE_TYPES)[number];

/** shopping §4: "point type EXTERNAL_POINT"; accounts §1: "1 go-dollar = 1 HKD". */
export const GO_DOLLAR_POINT_TYPE = "EXTERNAL_POINT";
export const GO_DOLLAR_CENTS = CENTS_PER_DOLLAR;

/** shopping §9: "Free standard delivery for member orders of 800 and up". HK$ → cents. */
export const MEMBER_FREE_DELIVERY_FROM_CENTS = 800 * CENTS_PER_DOLLAR;
/** shopping §9: "free shipping text for Hong Kong and Macau orders over 1000". */
export const HK_MO_FREE_SHIPPING_OVER_CENTS = 1000 * CENTS_PER_DOLLAR;
export const FREE_SHIPPING_COUNTRIES = ["HK", "MO"] as const;
/** Not in the spec: the standard express fee in Hong Kong and Macau, and elsewhere (docs/adr/0012). */
export const STANDARD_FREIGHT_HK_MO_CENTS = 40 * CENTS_PER_DOLLAR;
export const STANDARD_FREIGHT_ELSEWHERE_CENTS = 150 * CENTS_PER_DOLLAR;

/** Not in the spec: the most product types (distinct SKUs) one cart holds (docs/adr/0012). */
export const CART_MAX_PRODUCT_TYPES = 50;
/** shopping §9: "Exchange products page 30." */
export const EXCHANGE_PRODUCTS_PAGE_SIZE = 30;

/**
 * shopping §8 cart and stock codes. UEC11012, UEC11003 and UEC11005 are the spec's; the
 * off-shelf code and the markup codes are ours (docs/adr/0012), taken from the spec's
 * unexplained groups so clients keyed on them keep working.
 */
export const CART_ERROR_CODES = {
  QUANTITY_LIMIT: "UEC11012",
  OUT_OF_STOCK: "UEC11003",
  TOO_MANY_PRODUCT_TYPES: "UEC11005",
  OFF_SHELF: "UEC11004",
  SKU_NOT_FOUND: "UEC11001",
  INVALID_QUANTITY: "UEC11002",
  LINE_NOT_FOUND: "UEC11006",
  GIFT_NOT_FOR_SALE: "UEC11007",
  SHARE_NOT_FOUND: "UEC11008",
  /** The add-on threshold is not reached: markup lines are refused. */
  MARKUP_THRESHOLD_NOT_MET: "PECERR003",
  /** The add-on offer is over or the SKU is not one of its exchange products. */
  MARKUP_NOT_OFFERED: "PECERR004",
} as const;
/** shopping §8: "markup codes (a list) … markup is then disabled and the calculation retried". */
export const MARKUP_ERROR_CODES: readonly string[] = [
  CART_ERROR_CODES.MARKUP_THRESHOLD_NOT_MET,
  CART_ERROR_CODES.MARKUP_NOT_OFFERED,
];
/** shopping §8: the two cart errors whose toast stays 5 seconds. */
export const LONG_TOAST_CART_ERROR_CODES: readonly string[] = [
  CART_ERROR_CODES.QUANTITY_LIMIT,
  ...MARKUP_ERROR_CODES,
];

/** shopping §8 text-bundle messages of coupons and go-dollar, as codes (docs/adr/0012). */
export const PRICING_ERROR_CODES = {
  PROMO_CODE_INVALID: "UECCE0044",
  PROMO_CODE_CONDITION_NOT_MET: "UECCE0048",
  COUPON_INVALID: "UEC10172",
  COUPON_EXPIRED: "UECCE0049",
  /** Not in the spec: a valid code while another code of its kind applies (docs/adr/0017). */
  PROMO_CODE_ONE_PER_ORDER: "UECCE0045",
  COUPON_ONE_PER_ORDER: "UEC10173",
  GO_DOLLAR_BALANCE_INSUFFICIENT: "UECCE0054",
  GO_DOLLAR_EXCEEDS_ORDER_AMOUNT: "UECCE0055",
  GO_DOLLAR_MEMBERS_ONLY: "UECCE0038",
} as const;

/* ---- Cart UI (shopping §2 Cart page and mini cart, §9; accounts §2 Header desktop, §4 Mini cart) ---- */

/** shopping §9: "Mini cart hover delays 200 ms open, 200 ms close, 500 ms cooldown." */
export const MINI_CART_OPEN_DELAY_MS = 200;
export const MINI_CART_CLOSE_DELAY_MS = 200;
export const MINI_CART_COOLDOWN_MS = 500;

/** Not in the spec: how long a shared cart link works (docs/adr/0012). */
export const CART_SHARE_LIFETIME_DAYS = 30;
/** Not in the spec: how many guess-you-like products the cart shows (docs/adr/0012). */
export const GUESS_LIKE_MAX = 12;

/* ---- Checkout, payment and orders (shopping §2 Checkout, Orders; §4 Order status; §5; §9) ---- */

/** shopping §4 Order status. */
export const ORDER_STATUSES = [
  "WAIT_PAY",
  "WAIT_DELIVERY",
  "WAIT_RECEIVE",
  "WAIT_EVALUATE",
  "COMPLETED",
  "CANCELED",
  "AUTO_CANCEL",
  "PARTIAL_SHIPPED",
  "PARTIAL_RECEIVED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** shopping §2: the orders page's two tabs. */
export const ORDERS_IN_HANDLING: readonly OrderStatus[] = [
  "WAIT_PAY",
  "WAIT_DELIVERY",
  "WAIT_RECEIVE",
  "WAIT_EVALUATE",
  "PARTIAL_SHIPPED",
  "PARTIAL_RECEIVED",
];
export const ORDERS_COMPLETE_OR_CANCEL: readonly OrderStatus[] = [
  "COMPLETED",
  "CANCELED",
  "AUTO_CANCEL",
];
/** shopping §9: "Unpaid order cancel: 3 hours in one text, 4 hours in others" — the 4 hours most texts name. */
export const UNPAID_ORDER_CANCEL_HOURS = 4;
/** shopping §9: "platform source OFFICIAL_SITE". */
export const PLATFORM_SOURCE = "OFFICIAL_SITE";
/** shopping §9: "Australia order cap 5500 HKD; international flag for Australia and Singapore." */
export const AUSTRALIA_ORDER_CAP_CENTS = 5500 * CENTS_PER_DOLLAR;
export const INTERNATIONAL_COUNTRIES = ["AU", "SG"] as const;
/** shopping §5: "Payment description: the first order line name cut to 50 characters, default 'order'." */
export const PAYMENT_DESCRIPTION_MAX = 50;
export const PAYMENT_DESCRIPTION_DEFAULT = "order";
/** shopping §7 pay: "redirectCountdown 5"; "language E for English else C". */
export const PAYMENT_REDIRECT_COUNTDOWN = 5;
/** PayDollar's currency code for HKD (ISO 4217 numeric). */
export const PAYDOLLAR_CURRENCY_HKD = "344";
/** shopping §5: "txId ... lowercase letters and digits; cut to 13 characters and stored in a cookie for 30 days." */
export const TX_ID_MAX_LENGTH = 13;
export const TX_ID_COOKIE_DAYS = 30;
/** shopping §4 Delivery modes: pick-up types. */
export const PICK_UP_TYPES = { COURIER_POINT: 1, STORE: 2, LOCKER: 3 } as const;
/** Not in the spec: how long a guest's order token lives (docs/adr/0014). */
export const VISITOR_ORDER_TOKEN_SECONDS = 1800;

/* ---- Checkout and order pages, UI (shopping §2 Checkout, Orders; accounts §3, §5) ---- */

/** shopping §4 Delivery modes / §9: "Guest distribution type names EXPRESS and PICKUP". */
export const DISTRIBUTION_TYPES = ["EXPRESS", "PICKUP"] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];
/** accounts §7: "chineseRegions (lang, pid; default pid 1)": the top level of the cascade. */
export const REGION_ROOT_PID = 1;
/** The cascade's depth: region (country part) → city → district (accounts §3 Delivery address). */
export const REGION_CASCADE_DEPTH = 3;
/** accounts §9: "Country prefixes: default +852; China +86; Macau +853, Australia +61, Singapore +65." */
export const COUNTRY_PHONE_PREFIX = {
  HK: "+852",
  MO: "+853",
  CN: "+86",
  AU: "+61",
  SG: "+65",
} as const;
export type PhoneCountry = keyof typeof COUNTRY_PHONE_PREFIX;
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = "HK";
/** accounts §5 Phone: "Hong Kong or Macau ... exactly 8 digits. China ... exactly 11 digits." */
export const MOBILE_DIGITS_BY_COUNTRY: Partial<Record<PhoneCountry, number>> = {
  HK: 8,
  MO: 8,
  CN: 11,
};
/** accounts §5: "Mobile in text messages: 8 to 11 digits" (countries without an exact rule). */
export const MOBILE_MIN_DIGITS = 8;
export const MOBILE_MAX_DIGITS = 11;
/** accounts §5 Address: "telephone (8 digits)". */
export const TELEPHONE_DIGITS = 8;
/** Not in the spec: the longest name, address line and gift message the forms accept. */
export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
export const GIFT_MESSAGE_MAX_LENGTH = 200;
/** shopping §2 Orders: "it can filter by months" — the choices offered. */
export const ORDER_LIST_MONTHS = [1, 3, 6, 12] as const;
export const ORDER_LIST_DEFAULT_MONTHS = 3;
/** Not in the spec: orders per page of the list ("more" loads the next). */
export const ORDER_LIST_PAGE_SIZE = 10;
/** shopping §4 Refund status: "AUDIT_PASSED and REFUNDING both show as refund in process; REFUNDED shows as refunded." */
export const REFUND_IN_PROCESS_STATUSES = ["AUDIT_PASSED", "REFUNDING"] as const;
export const REFUNDED_STATUS = "REFUNDED";
/** accounts §2: the guest order lookup dialog is "Width 500px on desktop". */
export const ORDER_LOOKUP_DIALOG_WIDTH_PX = 500;
/** accounts §9: "Address book maximum: 10 in one message, 5 in another" — the larger (docs/adr/0014). */
export const ADDRESS_BOOK_MAX = 10;
/**
 * Order codes of the API (docs/adr/0014), here so the order service and the order pages share
 * them: an order outside the caller's account (shopping §8: "order not in this account offers
 * re-login"), an order that is no longer unpaid, and the guest lookup's "incorrect information"
 * (accounts §8: checkOrder.form.checkError in the dialog) and its attempt limit.
 */
export const ORDER_ERROR_CODES = {
  NOT_FOUND: "ORDER_NOT_FOUND",
  NOT_CANCELLABLE: "ORDER_NOT_CANCELLABLE",
  LOOKUP_INCORRECT: "ORDER_LOOKUP_INCORRECT",
  LOOKUP_TOO_MANY: "ORDER_LOOKUP_TOO_MANY",
} as const;
