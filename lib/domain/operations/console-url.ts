/**
 * The console's orders table in its URL (/ops/orders?code=&email=&phone=&status=&from=&to=
 * &sortBy=&descending=&page=), pure, so the page (server), the table (browser) and the CSV link
 * read and write the same search. Dates are days in Hong Kong time (the shop's, UTC+8, no
 * daylight saving): `from` the start of its day, `to` the end of its day (the API's exclusive
 * bound is the next midnight).
 */
import { ORDER_STATUSES, type OrderStatus } from "@/lib/domain/orders/constants";
import { OPS_ORDER_SORT_FIELDS, type OpsOrderSortField } from "./constants";

const HONG_KONG_OFFSET = "+08:00";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface OrdersUrlState {
  code: string;
  email: string;
  phone: string;
  statuses: OrderStatus[];
  /** YYYY-MM-DD or "". */
  from: string;
  to: string;
  sortBy: OpsOrderSortField;
  descending: boolean;
  page: number;
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";
const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value ? [value] : [];

export function readOrdersUrl(params: Params): OrdersUrlState {
  const sortBy = first(params.sortBy);
  const page = Number(first(params.page));
  return {
    code: first(params.code),
    email: first(params.email),
    phone: first(params.phone),
    // Unknown statuses dropped: the API would refuse the whole search for one.
    statuses: all(params.status).filter((status): status is OrderStatus =>
      (ORDER_STATUSES as readonly string[]).includes(status),
    ),
    from: DAY.test(first(params.from)) ? first(params.from) : "",
    to: DAY.test(first(params.to)) ? first(params.to) : "",
    sortBy: (OPS_ORDER_SORT_FIELDS as readonly string[]).includes(sortBy)
      ? (sortBy as OpsOrderSortField)
      : "ORDER_TIME",
    descending: first(params.descending) !== "false",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The instant a Hong Kong day starts; `next`: the day after's. */
export function hongKongDayStart(day: string, next = false): string {
  const start = new Date(`${day}T00:00:00${HONG_KONG_OFFSET}`);
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

/** The API's filter of a URL state (opsOrders' `filter`, and the CSV link's query). */
export function filterOfUrl(state: OrdersUrlState) {
  return {
    code: state.code || null,
    email: state.email || null,
    phone: state.phone || null,
    statuses: state.statuses,
    from: state.from ? hongKongDayStart(state.from) : null,
    to: state.to ? hongKongDayStart(state.to, true) : null,
  };
}

/** The table's URL for a state (only what differs from the defaults). */
export function ordersUrl(state: OrdersUrlState): string {
  const query = new URLSearchParams();
  if (state.code) query.set("code", state.code);
  if (state.email) query.set("email", state.email);
  if (state.phone) query.set("phone", state.phone);
  for (const status of state.statuses) query.append("status", status);
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  if (state.sortBy !== "ORDER_TIME") query.set("sortBy", state.sortBy);
  if (!state.descending) query.set("descending", "false");
  if (state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `/ops/orders?${text}` : "/ops/orders";
}

/** The CSV export of the same search (every row, not one page). */
export function ordersCsvUrl(state: OrdersUrlState): string {
  const filter = filterOfUrl(state);
  const query = new URLSearchParams();
  if (filter.code) query.set("code", filter.code);
  if (filter.email) query.set("email", filter.email);
  if (filter.phone) query.set("phone", filter.phone);
  for (const status of filter.statuses) query.append("status", status);
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", filter.to);
  query.set("sortBy", state.sortBy);
  query.set("descending", String(state.descending));
  return `/api/ops/orders.csv?${query.toString()}`;
}

export interface ConsoleSection {
  href: string;
  label: string;
}

/**
 * The console's menu for an operator's permissions (roles.ts): content for content:edit; orders,
 * returns, stock, customers, outbox and the order e-mails' preview for aftersales:manage (the
 * preview page's own rule). A role sees only what it may use.
 */
export function consoleSections(permissions: readonly string[]): ConsoleSection[] {
  const sections: ConsoleSection[] = [];
  if (permissions.includes("content:edit")) sections.push({ href: "/ops", label: "Content" });
  if (permissions.includes("aftersales:manage")) {
    sections.push(
      { href: "/ops/orders", label: "Orders" },
      { href: "/ops/returns", label: "Returns" },
      { href: "/ops/stock", label: "Stock" },
      { href: "/ops/customers", label: "Customers" },
      { href: "/ops/outbox", label: "Outbox" },
      { href: "/ops/promotions", label: "Promotions" },
      { href: "/ops/emails", label: "E-mails" },
    );
  }
  return sections;
}
