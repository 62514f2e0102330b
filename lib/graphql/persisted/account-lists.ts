// Written by `npm run operations:persist` from lib/graphql/operations/account-lists.ts; do not edit.
import type * as documents from "../operations/account-lists";
import type { PersistedOperationOf } from "./persisted-operation";

export const cancelFavorites: PersistedOperationOf<typeof documents.cancelFavorites> = {
  name: "cancelFavorites",
  kind: "mutation",
  sha256Hash: "11e619c1dd93e3e08a8d53dccb99657b05a2f72edd33ce9b0adf570fe7979d6d",
  changesSession: false,
};

export const deliveryAddressDelete: PersistedOperationOf<typeof documents.deliveryAddressDelete> = {
  name: "deliveryAddressDelete",
  kind: "mutation",
  sha256Hash: "042da82542c906cda49ff576eae41c78c9d1b6473977ec094d78b81cad150f1f",
  changesSession: false,
};

export const deliveryAddressUpdate: PersistedOperationOf<typeof documents.deliveryAddressUpdate> = {
  name: "deliveryAddressUpdate",
  kind: "mutation",
  sha256Hash: "7114a9b67cd12cc0f8a91a8e520983037695b0e18c9455a5dd3ff591ec595a7e",
  changesSession: false,
};

export const favorites: PersistedOperationOf<typeof documents.favorites> = {
  name: "favorites",
  kind: "query",
  sha256Hash: "28de0d6f7791ec654adf6c2a4c8d71d2b6f0b1a0570f495bb4b69338576aa462",
  changesSession: false,
};

export const gowildDeliveryAddresses: PersistedOperationOf<typeof documents.gowildDeliveryAddresses> = {
  name: "gowildDeliveryAddresses",
  kind: "query",
  sha256Hash: "430b638e8e228f5d0d2c7bab2c8bbb3e5a7b8cdffa2bf14a2c3d3b91453ca690",
  changesSession: false,
};
