// Written by `npm run operations:persist` from lib/graphql/operations/after-sales.ts; do not edit.
import type * as documents from "../operations/after-sales";
import type { PersistedOperationOf } from "./persisted-operation";

export const afterSalesCancel: PersistedOperationOf<typeof documents.afterSalesCancel> = {
  name: "afterSalesCancel",
  kind: "mutation",
  sha256Hash: "694be2921f6b6088e5cc490d87dbedfadd37b2708aefffd2d353d5186c6c3236",
  changesSession: false,
};

export const afterSalesCreate: PersistedOperationOf<typeof documents.afterSalesCreate> = {
  name: "afterSalesCreate",
  kind: "mutation",
  sha256Hash: "aa590aea027cfad21d9f11770adc29e078e54144761f7c1beefb6edbc5afecd0",
  changesSession: false,
};

export const afterSalesSendBack: PersistedOperationOf<typeof documents.afterSalesSendBack> = {
  name: "afterSalesSendBack",
  kind: "mutation",
  sha256Hash: "9596f38dcf7063dad9f532255c2c8e3e36290ecc58f2fd0b6f8ff73efeaa19a0",
  changesSession: false,
};

export const getAfterSalesOrderDetail: PersistedOperationOf<typeof documents.getAfterSalesOrderDetail> = {
  name: "getAfterSalesOrderDetail",
  kind: "query",
  sha256Hash: "eeac6f3e38c8d7690c09fe67d6b7788a9898f41e7b75f1b16acd01195c597903",
  changesSession: false,
};

export const getAfterSalesRecord: PersistedOperationOf<typeof documents.getAfterSalesRecord> = {
  name: "getAfterSalesRecord",
  kind: "query",
  sha256Hash: "852a44e1c36a77eff14aa249abe6b0d05751ee968d1a72aae0095153af40bd8b",
  changesSession: false,
};

export const opsAfterSalesApprove: PersistedOperationOf<typeof documents.opsAfterSalesApprove> = {
  name: "opsAfterSalesApprove",
  kind: "mutation",
  sha256Hash: "b0a7fc20fc413a0a5de3230924f0dcb94e5cb3e6678dfa4b22176f2e584e9e66",
  changesSession: false,
};

export const opsAfterSalesExchangeOut: PersistedOperationOf<typeof documents.opsAfterSalesExchangeOut> = {
  name: "opsAfterSalesExchangeOut",
  kind: "mutation",
  sha256Hash: "b3b4f2020e60505bd9e87d3afed03b1a555552d4a2f4463cd32191362253c4a2",
  changesSession: false,
};

export const opsAfterSalesFinish: PersistedOperationOf<typeof documents.opsAfterSalesFinish> = {
  name: "opsAfterSalesFinish",
  kind: "mutation",
  sha256Hash: "d69feb0c13d731a8012fa3c9491f19d473a1cbb91584a24594fcf66fa8b31c96",
  changesSession: false,
};

export const opsAfterSalesOrder: PersistedOperationOf<typeof documents.opsAfterSalesOrder> = {
  name: "opsAfterSalesOrder",
  kind: "query",
  sha256Hash: "70b9d387cd4a32703b4925c82ae8b3c076ad1b5777d1d57b84136aa714c80c53",
  changesSession: false,
};

export const opsAfterSalesOrders: PersistedOperationOf<typeof documents.opsAfterSalesOrders> = {
  name: "opsAfterSalesOrders",
  kind: "query",
  sha256Hash: "a2aca6b8283c2094d54cd78a9241ada39cef926e09a40f8df411454cd6956d4b",
  changesSession: false,
};

export const opsAfterSalesReceive: PersistedOperationOf<typeof documents.opsAfterSalesReceive> = {
  name: "opsAfterSalesReceive",
  kind: "mutation",
  sha256Hash: "30077a7528b5be7264b0a327789a5bc7f9527dddbaf352e69bf558c409484d48",
  changesSession: false,
};

export const opsAfterSalesReject: PersistedOperationOf<typeof documents.opsAfterSalesReject> = {
  name: "opsAfterSalesReject",
  kind: "mutation",
  sha256Hash: "2636a268b1320fd3b6806862a9134514d64acc724e5a86b12293becaed6172e0",
  changesSession: false,
};

export const opsAfterSalesSendBack: PersistedOperationOf<typeof documents.opsAfterSalesSendBack> = {
  name: "opsAfterSalesSendBack",
  kind: "mutation",
  sha256Hash: "cfeffa7c0a97eec06964c36ab6b06fb0be15dfd60f03465a29a8127057bb8ffc",
  changesSession: false,
};
