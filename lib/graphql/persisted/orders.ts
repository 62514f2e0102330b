// Written by `npm run operations:persist` from lib/graphql/operations/orders.ts; do not edit.
import type * as documents from "../operations/orders";
import type { PersistedOperationOf } from "./persisted-operation";

export const getOrderDetail: PersistedOperationOf<typeof documents.getOrderDetail> = {
  name: "getOrderDetail",
  kind: "query",
  sha256Hash: "aeed76753cc193c4b71f8b4361ec7663e330aff89cf271c4379114bfdcedb335",
  changesSession: false,
};

export const getOrderDetailByVisitor: PersistedOperationOf<typeof documents.getOrderDetailByVisitor> = {
  name: "getOrderDetailByVisitor",
  kind: "query",
  sha256Hash: "18c93062fc38ac08a4108f7137c95652dce19c0957080cb7b567873e9b926dd1",
  changesSession: false,
};

export const getOrderList: PersistedOperationOf<typeof documents.getOrderList> = {
  name: "getOrderList",
  kind: "query",
  sha256Hash: "a5f3a9c4f2ac32e90c3ecd501fac06bf601b4b7165db64ab0b6963f7923c570d",
  changesSession: false,
};

export const orderCancel: PersistedOperationOf<typeof documents.orderCancel> = {
  name: "orderCancel",
  kind: "mutation",
  sha256Hash: "1f1f7577a2b9c5c355f839f2b75957f8df018aa5a9867619cc066a5555906905",
  changesSession: false,
};

export const orderPay: PersistedOperationOf<typeof documents.orderPay> = {
  name: "orderPay",
  kind: "mutation",
  sha256Hash: "d4bce9f741527d4edab4f038dfca623963fbbab616da4e2f463eb69b5f302a20",
  changesSession: false,
};

export const queryVisitorToken: PersistedOperationOf<typeof documents.queryVisitorToken> = {
  name: "queryVisitorToken",
  kind: "query",
  sha256Hash: "cf8e2c9661b20be0c64279c8a91c8bd76d7a03f6902ced14034fc234456949f2",
  changesSession: false,
};
