// Written by `npm run operations:persist` from lib/graphql/operations/checkout.ts; do not edit.
import type * as documents from "../operations/checkout";
import type { PersistedOperationOf } from "./persisted-operation";

export const billingAddress: PersistedOperationOf<typeof documents.billingAddress> = {
  name: "billingAddress",
  kind: "query",
  sha256Hash: "58bdd8eb07b62ef602932f2ecb1b032560ea5dd006275a77487fc186d699b8eb",
  changesSession: false,
};

export const checkBaseInfo: PersistedOperationOf<typeof documents.checkBaseInfo> = {
  name: "checkBaseInfo",
  kind: "query",
  sha256Hash: "d082aa75ea32099d113847067a40e4d9c0c04f4b01dacaab7f12066bf7a55aae",
  changesSession: false,
};

export const chineseRegions: PersistedOperationOf<typeof documents.chineseRegions> = {
  name: "chineseRegions",
  kind: "query",
  sha256Hash: "400057458b71b283d722e8556bece7c9736c591571906a9bd47d0f3ef20314ef",
  changesSession: false,
};

export const createOrder: PersistedOperationOf<typeof documents.createOrder> = {
  name: "createOrder",
  kind: "mutation",
  sha256Hash: "920fa9c05a36a7ce6d77cad619589d3e826db8b74bfd814071d4f1abc1052216",
  changesSession: false,
};

export const deliveryAddressCreate: PersistedOperationOf<typeof documents.deliveryAddressCreate> = {
  name: "deliveryAddressCreate",
  kind: "mutation",
  sha256Hash: "9733c5dc9c41e3ee445bd0ec29f33425b22b7b429b4eae00b4415b4f8931c706",
  changesSession: false,
};

export const getPickUpAddress: PersistedOperationOf<typeof documents.getPickUpAddress> = {
  name: "getPickUpAddress",
  kind: "query",
  sha256Hash: "5a4743be52e8443af02bea33684b24360024c0fed049224b7e835f9f07476168",
  changesSession: false,
};

export const saveBillingAddress: PersistedOperationOf<typeof documents.saveBillingAddress> = {
  name: "saveBillingAddress",
  kind: "mutation",
  sha256Hash: "583bbec75a8cb831b5318b24c796cbf9d31a7fb3fd07da291b61043b322d6668",
  changesSession: false,
};

export const userAddresses: PersistedOperationOf<typeof documents.userAddresses> = {
  name: "userAddresses",
  kind: "query",
  sha256Hash: "7d8cef6a8453d28f6fc91bed3909dcf29aca8edd6db42f30954b8ffd6d8731d5",
  changesSession: false,
};
