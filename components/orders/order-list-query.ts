/**
 * The orders page's query variables (shopping §2 Orders: two tabs by status group, months
 * back, paged). A plain module, because the server page and the island both build them.
 */
import {
  ORDER_LIST_PAGE_SIZE,
  ORDERS_COMPLETE_OR_CANCEL,
  ORDERS_IN_HANDLING,
} from "@/lib/domain/orders/constants";
import type { OrderListItemData } from "@/lib/graphql/operations/orders";

export type OrderTab = "inHandling" | "completeOrCancel";

export const ORDER_TAB_STATUSES: Record<OrderTab, readonly string[]> = {
  inHandling: ORDERS_IN_HANDLING,
  completeOrCancel: ORDERS_COMPLETE_OR_CANCEL,
};

export interface OrderPage {
  orders: OrderListItemData[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export function orderListVariables(tab: OrderTab, months: number, after: string | null) {
  return {
    pageInput: { first: ORDER_LIST_PAGE_SIZE, after },
    months,
    orderStatuses: [...ORDER_TAB_STATUSES[tab]],
  };
}
