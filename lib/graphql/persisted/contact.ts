// Written by `npm run operations:persist` from lib/graphql/operations/contact.ts; do not edit.
import type * as documents from "../operations/contact";
import type { PersistedOperationOf } from "./persisted-operation";

export const createFeedback: PersistedOperationOf<typeof documents.createFeedback> = {
  name: "createFeedback",
  kind: "mutation",
  sha256Hash: "5ad44a7bda0624a9b0210b2cdb7700d8be9bc1b7540e765254596b991fd6cb5a",
  changesSession: false,
};

export const subscribeEmail: PersistedOperationOf<typeof documents.subscribeEmail> = {
  name: "subscribeEmail",
  kind: "mutation",
  sha256Hash: "36b248876eceaadf11640d05e4646055518c94fa00f78c067a27488b09e98339",
  changesSession: false,
};

export const subscribeNewsLetter: PersistedOperationOf<typeof documents.subscribeNewsLetter> = {
  name: "subscribeNewsLetter",
  kind: "mutation",
  sha256Hash: "5f2815b5439550f3a85fab5f86f7ba3eb9106e191a528e63454596501f898533",
  changesSession: false,
};
