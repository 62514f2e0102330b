/**
 * The member's lists (accounts §7 Addresses and Wish list): the address book pages and the wish
 * list. deliveryAddressCreate and userAddresses are with checkout, createFavorite with products.
 */
import {
  defineOperation,
  graphql,
  UserErrorFields,
  type ResultOf,
  type VariablesOf,
} from "./define";
import { DeliveryAddressFields } from "./checkout";
import { MoneyFields, ProductImageFields, SkuFields } from "./products";

export const gowildDeliveryAddresses = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query gowildDeliveryAddresses($pageInput: PageInput) {
        gowildDeliveryAddresses(pageInput: $pageInput) {
          edges {
            cursor
            node {
              ...DeliveryAddressFields
              isAvailable
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          totalCount
          maxCount
        }
      }
    `,
    [DeliveryAddressFields],
  ),
);

export type AddressBookData = ResultOf<
  typeof gowildDeliveryAddresses.document
>["gowildDeliveryAddresses"];

export const deliveryAddressUpdate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation deliveryAddressUpdate($code: String!, $input: DeliveryAddressInput!) {
        deliveryAddressUpdate(code: $code, input: $input) {
          address {
            ...DeliveryAddressFields
          }
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [DeliveryAddressFields, UserErrorFields],
  ),
);

export type DeliveryAddressUpdateVariables = VariablesOf<typeof deliveryAddressUpdate.document>;

export const deliveryAddressDelete = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation deliveryAddressDelete($code: String!) {
        deliveryAddressDelete(code: $code) {
          code
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

export const favorites = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query favorites($pageInput: PageInput) {
        favorites(pageInput: $pageInput) {
          edges {
            cursor
            node {
              id
              skuCode
              spuCode
              description
              url
              createTime
              unitPrice {
                ...MoneyFields
              }
              sku {
                ...SkuFields
                product {
                  code
                  title
                  onShelves
                  images(types: [MAINIMAGE]) {
                    ...ProductImageFields
                  }
                }
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          totalCount
          maxCount
        }
      }
    `,
    [SkuFields, MoneyFields, ProductImageFields],
  ),
);

export type FavoritesData = ResultOf<typeof favorites.document>["favorites"];
export type FavoriteNodeData = FavoritesData["edges"][number]["node"];

export const cancelFavorites = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation cancelFavorites($codes: [String!]!) {
        cancelFavorites(codes: $codes) {
          cancelledIds
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);
