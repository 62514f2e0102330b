/** Every operation document of the shop, by name (used to seed the persisted-query store). */
import * as accounts from "./accounts";
import * as accountLists from "./account-lists";
import * as cart from "./cart";
import * as checkout from "./checkout";
import * as orders from "./orders";
import * as catalog from "./catalog";
import * as products from "./products";
import * as thirdParty from "./third-party";
import * as registration from "./registration";
import * as staff from "./staff";
import * as coupons from "./coupons";
import * as memberInfo from "./member-info";
import type { Operation } from "./define";

/** A module's operations; its fragments and types are not operations. */
function operationsOf(module: Record<string, unknown>): Operation[] {
  return Object.values(module).filter(
    (value): value is Operation =>
      typeof value === "object" && value !== null && "document" in value && "source" in value,
  );
}

export const ALL_OPERATIONS: readonly Operation[] = [
  ...operationsOf(accounts),
  ...operationsOf(thirdParty),
  ...operationsOf(catalog),
  ...operationsOf(products),
  ...operationsOf(cart),
  ...operationsOf(checkout),
  ...operationsOf(orders),
  ...operationsOf(registration),
  ...operationsOf(accountLists),
  ...operationsOf(staff),
  ...operationsOf(coupons),
  ...operationsOf(memberInfo),
];
