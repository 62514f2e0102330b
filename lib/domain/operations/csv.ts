/**
 * The orders CSV (issue 17 item 3: "CSV export of orders"), pure: RFC 4180 fields (quoted when
 * they hold a comma, quote or line break; quotes doubled), CRLF line ends, and text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) prefixed with an apostrophe
 * (OWASP "CSV injection"): an order's e-mail or address is typed by a shopper. Money is HK$ in
 * dollars with two decimals, from integer cents without floating point.
 */

/** The first bytes of the file: a UTF-8 byte order mark, so spreadsheets read Chinese names. */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  // A plain number (a negative amount) is data, not a formula.
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

/** 12345 cents -> "123.45"; -5 -> "-0.05". Integer arithmetic only. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export interface OrderCsvRow {
  code: string;
  status: string;
  orderTime: Date;
  paidAt: Date | null;
  checkoutKind: string;
  customerCode: string;
  email: string;
  phone: string | null;
  itemCount: number;
  productAmount: number;
  activityDiscount: number;
  couponDiscount: number;
  deductionAmount: number;
  freight: number;
  amount: number;
  trackingNos: string | null;
}

export const ORDER_CSV_HEADER = [
  "order code",
  "status",
  "order time (UTC)",
  "paid at (UTC)",
  "checkout",
  "customer code",
  "e-mail",
  "phone",
  "items",
  "products (HKD)",
  "activity discount (HKD)",
  "coupon discount (HKD)",
  "go-dollar (HKD)",
  "freight (HKD)",
  "amount (HKD)",
  "tracking numbers",
] as const;

export function orderCsvLine(row: OrderCsvRow): string {
  return csvLine([
    row.code,
    row.status,
    row.orderTime.toISOString(),
    row.paidAt?.toISOString() ?? "",
    row.checkoutKind,
    row.customerCode,
    row.email,
    row.phone ?? "",
    row.itemCount,
    centsToDecimal(row.productAmount),
    centsToDecimal(row.activityDiscount),
    centsToDecimal(row.couponDiscount),
    centsToDecimal(row.deductionAmount),
    centsToDecimal(row.freight),
    centsToDecimal(row.amount),
    row.trackingNos ?? "",
  ]);
}

/** The export's file name: the shop, the word orders and the time, safe in a header. */
export function orderCsvFileName(now: Date): string {
  return `orders-${now.toISOString().slice(0, 19).replace(/[:T]/g, "-")}.csv`;
}
