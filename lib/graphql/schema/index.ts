/** The whole API schema: each import adds one domain's types and fields to the builder. */
import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { builder } from "../builder";
import "./common";
import "./accounts";
import "./registration";
import "./catalog";
import "./products";
import "./product-queries";
import "./catalog-mutations";
import "./cart-types";
import "./cart";
import "./cart-share";
import "./additional-services";
import "./checkout";
import "./orders";
import "./product-promotions";
import "./payments";
import "./third-party";
import "./account-lists";
import "./go-dollar";
import "./login-throttle";
import "./staff";
import "./coupons";
import "./member-info";
import "./shopper-prices";
import "./content";
import "./content-layout";
import "./content-pages";
import "./contact";
import "./ops-auth";
import "./ops-content";
import "./ops-orders";
import "./ops-stock";
import "./ops-promotions";
import "./ops-coupons";
import "./dialogs";
import "./after-sales";
import "./after-sales-ops";
import "./refunds";
import "./after-sales-options";
import "./ops-after-sales";

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= lexicographicSortSchema(builder.toSchema());
  return schema;
}
