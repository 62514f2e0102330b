/**
 * The console's returns table in its URL (/ops/returns?code=&orderNo=&status=&type=&after=),
 * pure, so the page (server) and the table (browser) read and write the same search. The list
 * is the after-sales query's: newest first, paged by cursor (`after`), so there is no sort.
 */
import {
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
  type AfterSalesStatus,
  type AfterSalesType,
} from "@/lib/domain/after-sales/constants";

export interface ReturnsUrlState {
  /** The after-sales order's code, or "". */
  code: string;
  /** The order's code, or "". */
  orderNo: string;
  status: AfterSalesStatus | null;
  type: AfterSalesType | null;
  /** The cursor of the last row of the previous page, or "". */
  after: string;
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value[0] : value) ?? "").trim();

export function readReturnsUrl(params: Params): ReturnsUrlState {
  const status = first(params.status);
  const type = first(params.type);
  return {
    code: first(params.code),
    orderNo: first(params.orderNo),
    // Unknown values dropped: the API would refuse the whole search for one.
    status: (AFTER_SALES_STATUSES as readonly string[]).includes(status)
      ? (status as AfterSalesStatus)
      : null,
    type: (AFTER_SALES_TYPES as readonly string[]).includes(type) ? (type as AfterSalesType) : null,
    after: first(params.after),
  };
}

/** opsAfterSalesOrders' arguments for a URL state. */
export function returnsQueryOf(state: ReturnsUrlState, pageSize: number) {
  return {
    pageInput: { first: pageSize, after: state.after || null },
    afterSalesInput: {
      code: state.code || null,
      orderNo: state.orderNo || null,
      afterSalesStatuses: state.status ? [state.status] : null,
      type: state.type,
    },
  };
}

/** The table's URL for a state (only what is set). */
export function returnsUrl(state: ReturnsUrlState): string {
  const query = new URLSearchParams();
  if (state.code) query.set("code", state.code);
  if (state.orderNo) query.set("orderNo", state.orderNo);
  if (state.status) query.set("status", state.status);
  if (state.type) query.set("type", state.type);
  if (state.after) query.set("after", state.after);
  const text = query.toString();
  return text ? `/ops/returns?${text}` : "/ops/returns";
}
