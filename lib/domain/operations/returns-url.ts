/**
 * The console's returns table in its URL (/ops/returns?code=&orderNo=&status=&type=&from=&to=
 * &sortBy=&descending=&page=), pure, so the page (server) and the table (browser) read and write
 * the same search (ADR 0048). Like the orders table's (console-url.ts): dates are Hong Kong days,
 * `to` included; sorting by a whitelisted key, newest first by default; 1-based pages.
 */
import {
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
  type AfterSalesStatus,
  type AfterSalesType,
} from "@/lib/domain/after-sales/constants";
import { hongKongDayStart } from "./console-url";
import { OPS_RETURN_SORT_FIELDS, type OpsReturnSortField } from "./constants";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ReturnsUrlState {
  /** The after-sales order's code (or part of it), or "". */
  code: string;
  /** The order's code (or part of it), or "". */
  orderNo: string;
  status: AfterSalesStatus | null;
  type: AfterSalesType | null;
  /** Asked for from this Hong Kong day (YYYY-MM-DD) or "". */
  from: string;
  /** Asked for until this Hong Kong day, included, or "". */
  to: string;
  sortBy: OpsReturnSortField;
  descending: boolean;
  page: number;
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value[0] : value) ?? "").trim();

export function readReturnsUrl(params: Params): ReturnsUrlState {
  const status = first(params.status);
  const type = first(params.type);
  const sortBy = first(params.sortBy);
  const page = Number(first(params.page));
  return {
    code: first(params.code),
    orderNo: first(params.orderNo),
    // Unknown values dropped: the API would refuse the whole search for one.
    status: (AFTER_SALES_STATUSES as readonly string[]).includes(status)
      ? (status as AfterSalesStatus)
      : null,
    type: (AFTER_SALES_TYPES as readonly string[]).includes(type) ? (type as AfterSalesType) : null,
    from: DAY.test(first(params.from)) ? first(params.from) : "",
    to: DAY.test(first(params.to)) ? first(params.to) : "",
    sortBy: (OPS_RETURN_SORT_FIELDS as readonly string[]).includes(sortBy)
      ? (sortBy as OpsReturnSortField)
      : "CREATED_AT",
    descending: first(params.descending) !== "false",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** opsReturns' arguments for a URL state (the API's default page size). */
export function returnsQueryOf(state: ReturnsUrlState) {
  return {
    filter: {
      code: state.code || null,
      orderNo: state.orderNo || null,
      statuses: state.status ? [state.status] : null,
      type: state.type,
      from: state.from ? hongKongDayStart(state.from) : null,
      to: state.to ? hongKongDayStart(state.to, true) : null,
    },
    sortBy: state.sortBy,
    descending: state.descending,
    page: state.page,
    pageSize: null,
  };
}

/** The table's URL for a state (only what differs from the defaults). */
export function returnsUrl(state: ReturnsUrlState): string {
  const query = new URLSearchParams();
  if (state.code) query.set("code", state.code);
  if (state.orderNo) query.set("orderNo", state.orderNo);
  if (state.status) query.set("status", state.status);
  if (state.type) query.set("type", state.type);
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  if (state.sortBy !== "CREATED_AT") query.set("sortBy", state.sortBy);
  if (!state.descending) query.set("descending", "false");
  if (state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `/ops/returns?${text}` : "/ops/returns";
}
