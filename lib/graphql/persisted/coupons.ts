// Written by `npm run operations:persist` from lib/graphql/operations/coupons.ts; do not edit.
import type * as documents from "../operations/coupons";
import type { PersistedOperationOf } from "./persisted-operation";

export const coupons: PersistedOperationOf<typeof documents.coupons> = {
  name: "coupons",
  kind: "query",
  sha256Hash: "49c1057bd10448d67463847607f244a623baf05c1d356dd7c5b04738e646cfa2",
  changesSession: false,
};
