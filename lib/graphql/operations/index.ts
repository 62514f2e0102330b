/** Every operation document of the shop, by module and by name (seeds the persisted-query store). */
import * as accounts from "./accounts";
import * as accountLists from "./account-lists";
import * as cart from "./cart";
import * as checkout from "./checkout";
import * as contact from "./contact";
import * as content from "./content";
import * as ops from "./ops";
import * as opsOrders from "./ops-orders";
import * as opsPromotions from "./ops-promotions";
import * as dialogs from "./dialogs";
import * as contentPages from "./content-pages";
import * as orders from "./orders";
import * as catalog from "./catalog";
import * as products from "./products";
import * as thirdParty from "./third-party";
import * as registration from "./registration";
import * as staff from "./staff";
import * as coupons from "./coupons";
import * as memberInfo from "./member-info";
import * as goDollar from "./go-dollar";
import * as afterSales from "./after-sales";
import type { Operation } from "./define";

/** The operation modules by file name (lib/graphql/persisted/ mirrors each one). */
export const OPERATION_MODULES: Readonly<Record<string, Record<string, unknown>>> = {
  accounts,
  "account-lists": accountLists,
  cart,
  catalog,
  checkout,
  contact,
  content,
  dialogs,
  "content-pages": contentPages,
  coupons,
  "go-dollar": goDollar,
  "member-info": memberInfo,
  ops,
  "ops-orders": opsOrders,
  "ops-promotions": opsPromotions,
  orders,
  products,
  registration,
  staff,
  "third-party": thirdParty,
  "after-sales": afterSales,
};

function isOperation(value: unknown): value is Operation {
  return typeof value === "object" && value !== null && "document" in value && "source" in value;
}

/** A module's operations by export name; its fragments and types are not operations. */
export function operationsOf(module: Record<string, unknown>): [string, Operation][] {
  return Object.entries(module).filter((entry): entry is [string, Operation] =>
    isOperation(entry[1]),
  );
}

export const ALL_OPERATIONS: readonly Operation[] = Object.values(OPERATION_MODULES).flatMap(
  (module) => operationsOf(module).map(([, operation]) => operation),
);
