// Written by `npm run operations:persist` from lib/graphql/operations/after-sales.ts; do not edit.
import type * as documents from "../operations/after-sales";
import type { PersistedOperationOf } from "./persisted-operation";

export const afterSalesCancel: PersistedOperationOf<typeof documents.afterSalesCancel> = {
  name: "afterSalesCancel",
  kind: "mutation",
  sha256Hash: "243c418d7c4a15abc09c701b4df764f7b7d7186ceb82c8107987e2ddabd6b975",
  changesSession: false,
};

export const afterSalesCreate: PersistedOperationOf<typeof documents.afterSalesCreate> = {
  name: "afterSalesCreate",
  kind: "mutation",
  sha256Hash: "34c4b5e25a97757928d57b209fc0aea5c277509566b951ad7ba087279af26457",
  changesSession: false,
};

export const afterSalesSendBack: PersistedOperationOf<typeof documents.afterSalesSendBack> = {
  name: "afterSalesSendBack",
  kind: "mutation",
  sha256Hash: "e5dffbdd7cbe17fc2d0859e623ed1f9626b9c9a9d1c568588a844d67b75e31e0",
  changesSession: false,
};

export const getAfterSalesOrderDetail: PersistedOperationOf<typeof documents.getAfterSalesOrderDetail> = {
  name: "getAfterSalesOrderDetail",
  kind: "query",
  sha256Hash: "226fb0072487f8fbedf757422a86efc819b2d44242247fe8455ea169c4ab076a",
  changesSession: false,
};

export const getAfterSalesRecord: PersistedOperationOf<typeof documents.getAfterSalesRecord> = {
  name: "getAfterSalesRecord",
  kind: "query",
  sha256Hash: "793f2f207f6457065b7d6b1c05804a9766354e18f2524a1c92f575dd4adb6a26",
  changesSession: false,
};

export const opsAfterSalesApprove: PersistedOperationOf<typeof documents.opsAfterSalesApprove> = {
  name: "opsAfterSalesApprove",
  kind: "mutation",
  sha256Hash: "9eef40f52acc4a097cd740db1c5e485231d927066efc464ed5c13433b6a87db5",
  changesSession: false,
};

export const opsAfterSalesExchangeOut: PersistedOperationOf<typeof documents.opsAfterSalesExchangeOut> = {
  name: "opsAfterSalesExchangeOut",
  kind: "mutation",
  sha256Hash: "7bae877a3062f76a2c5512ea51201f26eaa8a6299d138c8317290cf4c0d36173",
  changesSession: false,
};

export const opsAfterSalesFinish: PersistedOperationOf<typeof documents.opsAfterSalesFinish> = {
  name: "opsAfterSalesFinish",
  kind: "mutation",
  sha256Hash: "2cce9683c7c07e3bd7d2c2da395fd6cd7afa89d1b444c8b877fb67cb3ce806d9",
  changesSession: false,
};

export const opsAfterSalesOrder: PersistedOperationOf<typeof documents.opsAfterSalesOrder> = {
  name: "opsAfterSalesOrder",
  kind: "query",
  sha256Hash: "dbfc416082c19a85d250ee721bfc03012435d0b6257512bfbbcdbc9fbd20523f",
  changesSession: false,
};

export const opsAfterSalesOrders: PersistedOperationOf<typeof documents.opsAfterSalesOrders> = {
  name: "opsAfterSalesOrders",
  kind: "query",
  sha256Hash: "6869b854b7bb8d7b588e9ca2a9ae11c72a1f57d2315911f439e03d5fc92592a3",
  changesSession: false,
};

export const opsAfterSalesReceive: PersistedOperationOf<typeof documents.opsAfterSalesReceive> = {
  name: "opsAfterSalesReceive",
  kind: "mutation",
  sha256Hash: "19f243e598e399fa53ad8d73cf461e3fcad3d89043a18e757caecbba857e309a",
  changesSession: false,
};

export const opsAfterSalesReject: PersistedOperationOf<typeof documents.opsAfterSalesReject> = {
  name: "opsAfterSalesReject",
  kind: "mutation",
  sha256Hash: "049c4dd97e578f7938fe410c70f9ad1a8540459c06a8031dafca49c8e1f4e578",
  changesSession: false,
};

export const opsAfterSalesSendBack: PersistedOperationOf<typeof documents.opsAfterSalesSendBack> = {
  name: "opsAfterSalesSendBack",
  kind: "mutation",
  sha256Hash: "7815fb17fd2157024cb1483ba8bbc233c7279fa3e521e91f385ae5c3c4e23862",
  changesSession: false,
};
