/**
 * Every row of the authorization matrix, in the order the allowed actors' passes need: A's
 * account, her orders, the console's reads and its approve of her return, her return (sent back
 * after the approve), the console's changes (receive, finish, ship, cancel...), and last the rows
 * whose pass changes her password and drops her address.
 */
import type { Row } from "./matrix";
import { ACCOUNT_CLOSING_ROWS, ACCOUNT_ROWS } from "./rows-account";
import { AFTER_SALES_ROWS, ORDER_ROWS } from "./rows-orders";
import { OPS_CHANGE_ROWS, OPS_ROWS } from "./rows-ops";

export const ALL_ROWS: Row[] = [
  ...ACCOUNT_ROWS,
  ...ORDER_ROWS,
  ...OPS_ROWS,
  ...AFTER_SALES_ROWS,
  ...OPS_CHANGE_ROWS,
  ...ACCOUNT_CLOSING_ROWS,
];

export {
  ACCOUNT_CLOSING_ROWS,
  ACCOUNT_ROWS,
  AFTER_SALES_ROWS,
  ORDER_ROWS,
  OPS_CHANGE_ROWS,
  OPS_ROWS,
};
