/** After-sales rules in the spec's wording (shopping §3 After-sales order, §4 After-sales status, §9; ADR 0042). */

/** shopping §4: "After-sales status: NEW, WAIT_SEND_BACK, ON_BACKING, BACK_IN_STORAGE, EXCHANGE_OUT, AUDIT_FAILED, FINISHED, CANCELED." */
export const AFTER_SALES_STATUSES = [
  "NEW",
  "WAIT_SEND_BACK",
  "ON_BACKING",
  "BACK_IN_STORAGE",
  "EXCHANGE_OUT",
  "AUDIT_FAILED",
  "FINISHED",
  "CANCELED",
] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];

/** shopping §3 After-sales order `type`; issue 17: "a return ... (or an exchange to another size)". */
export const AFTER_SALES_TYPES = ["RETURN", "EXCHANGE"] as const;
export type AfterSalesType = (typeof AFTER_SALES_TYPES)[number];

/**
 * Not in the spec: which statuses still hold the order line's quantity. Every status but the two
 * that end a request without anything coming back (CANCELED, AUDIT_FAILED) holds it (ADR 0042).
 * "Open" is the subset that is not FINISHED: a line in an open request cannot be asked for again.
 */
export const AFTER_SALES_OPEN_STATUSES: readonly AfterSalesStatus[] = [
  "NEW",
  "WAIT_SEND_BACK",
  "ON_BACKING",
  "BACK_IN_STORAGE",
  "EXCHANGE_OUT",
];
export const AFTER_SALES_HOLDING_STATUSES: readonly AfterSalesStatus[] = [
  ...AFTER_SALES_OPEN_STATUSES,
  "FINISHED",
];

/**
 * shopping §4 Order status: "WAIT_EVALUATE and COMPLETED (delivered)", plus PARTIAL_RECEIVED:
 * the order statuses in which something has been received, so a return can be asked for.
 */
export const ORDER_STATUSES_RECEIVED = ["WAIT_EVALUATE", "COMPLETED", "PARTIAL_RECEIVED"] as const;

/** shopping §9: "Return within 14 days of receipt" (receipt: the order's delivered event, ADR 0042). */
export const RETURN_WITHIN_DAYS_OF_RECEIPT = 14;

/** shopping §9: "return handling 3 weeks" — shown to the shopper as the date to expect an answer by. */
export const RETURN_HANDLING_WEEKS = 3;

/** Not in the spec: after-sales orders per page of the refund record (getAfterSalesRecord). */
export const AFTER_SALES_PAGE_SIZE = 10;
/** Not in the spec: the most a page may ask for. */
export const AFTER_SALES_PAGE_MAX = 50;

/** Not in the spec: photos per request, and the lengths of the shopper's texts (ADR 0042). */
export const AFTER_SALES_PHOTOS_MAX = 6;
export const AFTER_SALES_REASON_MAX = 200;
export const AFTER_SALES_MEMO_MAX = 500;

/**
 * Not in the spec (docs/adr/0047): the shopper's return photos. A phone camera's photo at full
 * resolution is 2-6 MB as JPEG; 8 MB takes any of them and refuses what is not a photo.
 */
export const AFTER_SALES_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Stored photos are re-encoded as JPEG no larger than this on either side: enough to see a flaw
 * in the fabric, a tenth of the bytes, and the camera's metadata (GPS position) is dropped.
 */
export const AFTER_SALES_PHOTO_MAX_EDGE = 2048;
export const AFTER_SALES_PHOTO_JPEG_QUALITY = 82;
/**
 * Uploads per hour: one request's photos several times over (retakes, a second request) per
 * customer; twice that per client address, which several shoppers may share.
 */
export const AFTER_SALES_PHOTO_UPLOADS_PER_CUSTOMER_PER_HOUR = 30;
export const AFTER_SALES_PHOTO_UPLOADS_PER_CLIENT_PER_HOUR = 60;
export const AFTER_SALES_PHOTO_UPLOAD_WINDOW_SECONDS = 3600;
/** An upload no request took within a day is deleted with its file (the form was abandoned). */
export const AFTER_SALES_PHOTO_UNATTACHED_KEPT_SECONDS = 86_400;
/** The photos' folder inside MEDIA_DIR; never served by /media (its names have no folder). */
export const AFTER_SALES_PHOTOS_SUBDIR = "after-sales";
/** Where a photo is read, by its id, for its owner and operators only. */
export const AFTER_SALES_PHOTO_PATH = "/api/after-sales/photos";

/** Same shape as a shipment's tracking number (lib/domain/orders/fulfilment.ts). */
export const RETURN_TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Refusals of the photo upload and of a request naming photos that are not the caller's own
 * unused uploads (messages: afterSalesPhotos.errors.<code>; docs/adr/0047).
 */
export const AFTER_SALES_PHOTO_ERROR_CODES = {
  NOT_YOURS: "AFTER_SALES_PHOTO_NOT_YOURS",
  NOT_AN_IMAGE: "AFTER_SALES_PHOTO_NOT_AN_IMAGE",
  TOO_LARGE: "AFTER_SALES_PHOTO_TOO_LARGE",
  TOO_MANY_UPLOADS: "AFTER_SALES_PHOTO_TOO_MANY_UPLOADS",
  SIGN_IN_REQUIRED: "AFTER_SALES_PHOTO_SIGN_IN_REQUIRED",
  NOT_FOUND: "AFTER_SALES_PHOTO_NOT_FOUND",
} as const;
export type AfterSalesPhotoErrorCode =
  (typeof AFTER_SALES_PHOTO_ERROR_CODES)[keyof typeof AFTER_SALES_PHOTO_ERROR_CODES];

/** Codes of refusals (messages: afterSales.errors.<code> in messages/*.json). */
export const AFTER_SALES_ERROR_CODES = {
  ORDER_NOT_FOUND: "AFTER_SALES_ORDER_NOT_FOUND",
  NOT_FOUND: "AFTER_SALES_NOT_FOUND",
  ORDER_NOT_RECEIVED: "AFTER_SALES_ORDER_NOT_RECEIVED",
  RETURN_PERIOD_OVER: "AFTER_SALES_RETURN_PERIOD_OVER",
  NO_LINES: "AFTER_SALES_NO_LINES",
  LINE_NOT_IN_ORDER: "AFTER_SALES_LINE_NOT_IN_ORDER",
  DUPLICATE_LINE: "AFTER_SALES_DUPLICATE_LINE",
  QUANTITY_INVALID: "AFTER_SALES_QUANTITY_INVALID",
  QUANTITY_EXCEEDS: "AFTER_SALES_QUANTITY_EXCEEDS",
  LINE_IN_OPEN_REQUEST: "AFTER_SALES_LINE_IN_OPEN_REQUEST",
  GIFT_LINE_ALONE: "AFTER_SALES_GIFT_LINE_ALONE",
  GIFT_NOT_EXCHANGEABLE: "AFTER_SALES_GIFT_NOT_EXCHANGEABLE",
  EXCHANGE_SKU_INVALID: "AFTER_SALES_EXCHANGE_SKU_INVALID",
  EXCHANGE_OUT_OF_STOCK: "AFTER_SALES_EXCHANGE_OUT_OF_STOCK",
  REASON_REQUIRED: "AFTER_SALES_REASON_REQUIRED",
  TEXT_TOO_LONG: "AFTER_SALES_TEXT_TOO_LONG",
  PHOTO_INVALID: "AFTER_SALES_PHOTO_INVALID",
  TRACKING_NO_INVALID: "AFTER_SALES_TRACKING_NO_INVALID",
  WRONG_STATUS: "AFTER_SALES_WRONG_STATUS",
  WRONG_TYPE: "AFTER_SALES_WRONG_TYPE",
  REFUND_REFUSED: "AFTER_SALES_REFUND_REFUSED",
  /** Message in afterSalesPhotos.errors (AFTER_SALES_PHOTO_ERROR_CODES). */
  PHOTO_NOT_YOURS: "AFTER_SALES_PHOTO_NOT_YOURS",
} as const;
export type AfterSalesErrorCode =
  (typeof AFTER_SALES_ERROR_CODES)[keyof typeof AFTER_SALES_ERROR_CODES];
