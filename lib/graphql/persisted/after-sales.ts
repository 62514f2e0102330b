// Written by `npm run operations:persist` from lib/graphql/operations/after-sales.ts; do not edit.
import type * as documents from "../operations/after-sales";
import type { PersistedOperationOf } from "./persisted-operation";

export const afterSalesCancel: PersistedOperationOf<typeof documents.afterSalesCancel> = {
  name: "afterSalesCancel",
  kind: "mutation",
  sha256Hash: "4bd4120fd2fe1a8392d9914c5dc2475e3d2973fa39b6749f224cd7e4d297c97a",
  changesSession: false,
};

export const afterSalesCreate: PersistedOperationOf<typeof documents.afterSalesCreate> = {
  name: "afterSalesCreate",
  kind: "mutation",
  sha256Hash: "27d7618f113ef17aca244e1a3435c150f91651e017e89bb72ed1d5e93cc833ec",
  changesSession: false,
};

export const afterSalesSendBack: PersistedOperationOf<typeof documents.afterSalesSendBack> = {
  name: "afterSalesSendBack",
  kind: "mutation",
  sha256Hash: "19d9ce7d327307a20728df0d20683eaec12c6083bbc0f1577838eca4fe7d90d5",
  changesSession: false,
};

export const getAfterSalesOrderDetail: PersistedOperationOf<typeof documents.getAfterSalesOrderDetail> = {
  name: "getAfterSalesOrderDetail",
  kind: "query",
  sha256Hash: "628e804865140144f4130d6d274bdfb08701106e29b915c0213fdf12dca5e444",
  changesSession: false,
};

export const getAfterSalesRecord: PersistedOperationOf<typeof documents.getAfterSalesRecord> = {
  name: "getAfterSalesRecord",
  kind: "query",
  sha256Hash: "b41b2533f7f3a2e5f0e14db63ace808d750c085fcf017e35a43da2dcca35a03b",
  changesSession: false,
};

export const opsAfterSalesApprove: PersistedOperationOf<typeof documents.opsAfterSalesApprove> = {
  name: "opsAfterSalesApprove",
  kind: "mutation",
  sha256Hash: "80a06b4546a6c6d2b44f8dbba01e31caea562fe2e57f435e3991c192ace48fe7",
  changesSession: false,
};

export const opsAfterSalesExchangeOut: PersistedOperationOf<typeof documents.opsAfterSalesExchangeOut> = {
  name: "opsAfterSalesExchangeOut",
  kind: "mutation",
  sha256Hash: "569b4c064ddf46611eb177db3424b7a55b369e55bb97da52edda720cc5a10e1b",
  changesSession: false,
};

export const opsAfterSalesFinish: PersistedOperationOf<typeof documents.opsAfterSalesFinish> = {
  name: "opsAfterSalesFinish",
  kind: "mutation",
  sha256Hash: "945da7762190c4b8d43ac9005cc71d6987db448ff7a7e9e3da29d094c90a27db",
  changesSession: false,
};

export const opsAfterSalesOrder: PersistedOperationOf<typeof documents.opsAfterSalesOrder> = {
  name: "opsAfterSalesOrder",
  kind: "query",
  sha256Hash: "1da4f02a7f92b27dcba52e8c0668acc66d3742ec9ec1f741319fbda72957310b",
  changesSession: false,
};

export const opsAfterSalesOrders: PersistedOperationOf<typeof documents.opsAfterSalesOrders> = {
  name: "opsAfterSalesOrders",
  kind: "query",
  sha256Hash: "508b1aed82b93f0c1c0ce2e5d7ae7874c4f50165c20e8460e5a118941912c014",
  changesSession: false,
};

export const opsAfterSalesReceive: PersistedOperationOf<typeof documents.opsAfterSalesReceive> = {
  name: "opsAfterSalesReceive",
  kind: "mutation",
  sha256Hash: "c3406f0c54ccde2c1adb4626fd59aeafa5e0066980059e646006a67cf4d13efe",
  changesSession: false,
};

export const opsAfterSalesReject: PersistedOperationOf<typeof documents.opsAfterSalesReject> = {
  name: "opsAfterSalesReject",
  kind: "mutation",
  sha256Hash: "f73226e87195915b3f6c379b56931b19a75fe1b0a2e42996bf6da4f2feaa1f3f",
  changesSession: false,
};

export const opsAfterSalesSendBack: PersistedOperationOf<typeof documents.opsAfterSalesSendBack> = {
  name: "opsAfterSalesSendBack",
  kind: "mutation",
  sha256Hash: "3e16f13544fcda8e20dc90b99c81015e008ee83884283abd0c7df70d0453cc5e",
  changesSession: false,
};
