// Written by `npm run operations:persist` from lib/graphql/operations/ops-orders.ts; do not edit.
import type * as documents from "../operations/ops-orders";
import type { PersistedOperationOf } from "./persisted-operation";

export const opsCustomerRevokeSessions: PersistedOperationOf<typeof documents.opsCustomerRevokeSessions> = {
  name: "opsCustomerRevokeSessions",
  kind: "mutation",
  sha256Hash: "f5891bb4722236fdf5e2a52942f1ea29371936c04710c9ed542cbf3a30ede8cc",
  changesSession: false,
};

export const opsCustomers: PersistedOperationOf<typeof documents.opsCustomers> = {
  name: "opsCustomers",
  kind: "query",
  sha256Hash: "9ee4f4a34eeea85520034b09f4c40561104db3930bb6133e0d39eb2e220592b1",
  changesSession: false,
};

export const opsOrder: PersistedOperationOf<typeof documents.opsOrder> = {
  name: "opsOrder",
  kind: "query",
  sha256Hash: "04f9450d8365b946de285b7058bd5c127436d77dd508e805d43fb504d407d964",
  changesSession: false,
};

export const opsOrderCancel: PersistedOperationOf<typeof documents.opsOrderCancel> = {
  name: "opsOrderCancel",
  kind: "mutation",
  sha256Hash: "5f4646869ac1d3880c1cb7d7919775977e4a4f20dba983bfe932dac94dc2e571",
  changesSession: false,
};

export const opsOrderDeliver: PersistedOperationOf<typeof documents.opsOrderDeliver> = {
  name: "opsOrderDeliver",
  kind: "mutation",
  sha256Hash: "7dec8dbaf4eef2ad66511cd851ddfee665a0d2c67d9da38ed3d8f7ac363c76c5",
  changesSession: false,
};

export const opsOrderShip: PersistedOperationOf<typeof documents.opsOrderShip> = {
  name: "opsOrderShip",
  kind: "mutation",
  sha256Hash: "0e582fc9f37c8264b0ecc363a7e90d01e078a30be02d31247ba13a881b593e22",
  changesSession: false,
};

export const opsOrders: PersistedOperationOf<typeof documents.opsOrders> = {
  name: "opsOrders",
  kind: "query",
  sha256Hash: "ec14afd2fca07e36e8f9d858074bb20f10fd6b4fecea3857b3ff683f097f3305",
  changesSession: false,
};

export const opsOutbox: PersistedOperationOf<typeof documents.opsOutbox> = {
  name: "opsOutbox",
  kind: "query",
  sha256Hash: "6133d8cadb3a83b813e4d68a84fe7caa30dd7d2a5e53550989b90e7e0b24a013",
  changesSession: false,
};

export const opsOutboxResend: PersistedOperationOf<typeof documents.opsOutboxResend> = {
  name: "opsOutboxResend",
  kind: "mutation",
  sha256Hash: "80395c73b287d288e92e20b1c1071f7075a1c3b37c6e7f87bcc3b707d315b8f9",
  changesSession: false,
};

export const opsStock: PersistedOperationOf<typeof documents.opsStock> = {
  name: "opsStock",
  kind: "query",
  sha256Hash: "5d4e109efdf845e03b4d37e59bf166811137c52546a18900163857c012e5c92d",
  changesSession: false,
};

export const opsStockAdjust: PersistedOperationOf<typeof documents.opsStockAdjust> = {
  name: "opsStockAdjust",
  kind: "mutation",
  sha256Hash: "83384ad33d0ae8cfe948f5a039e8a939f48c81028612bfff1f43097c4ced4adb",
  changesSession: false,
};
