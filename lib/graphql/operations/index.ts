/** Every operation document of the shop, by name (used to seed the persisted-query store). */
import * as accounts from "./accounts";
import * as cart from "./cart";
import * as checkout from "./checkout";
import * as orders from "./orders";
import * as catalog from "./catalog";
import * as products from "./products";
import type { Operation } from "./define";

function operationsOf(module: Record<string, unknown>): Operation<unknown, unknown>[] {
  return Object.values(module).filter(
    (value): value is Operation<unknown, unknown> =>
      typeof value === "object" && value !== null && "source" in value && "name" in value,
  );
}

export const ALL_OPERATIONS: readonly Operation<unknown, unknown>[] = [
  ...operationsOf(accounts),
  ...operationsOf(catalog),
  ...operationsOf(products),
  ...operationsOf(cart),
  ...operationsOf(checkout),
  ...operationsOf(orders),
];
