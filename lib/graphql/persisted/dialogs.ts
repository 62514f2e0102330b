// Written by `npm run operations:persist` from lib/graphql/operations/dialogs.ts; do not edit.
import type * as documents from "../operations/dialogs";
import type { PersistedOperationOf } from "./persisted-operation";

export const dialogConfig: PersistedOperationOf<typeof documents.dialogConfig> = {
  name: "dialogConfig",
  kind: "query",
  sha256Hash: "50c2c6e2ecbab65b4813b1a518c1683ed08c921c4bcfd8a921ffe57e627a8091",
  changesSession: false,
};

export const openDialog: PersistedOperationOf<typeof documents.openDialog> = {
  name: "openDialog",
  kind: "mutation",
  sha256Hash: "a323463d555d34a45e0b4777ea45940d440d46c50db439b4ae98b72eeaee8f8e",
  changesSession: false,
};
