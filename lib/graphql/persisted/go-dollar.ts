// Written by `npm run operations:persist` from lib/graphql/operations/go-dollar.ts; do not edit.
import type * as documents from "../operations/go-dollar";
import type { PersistedOperationOf } from "./persisted-operation";

export const queryGoDollar: PersistedOperationOf<typeof documents.queryGoDollar> = {
  name: "queryGoDollar",
  kind: "query",
  sha256Hash: "78b21c4b2d687b482f40e68b692cc16dd32cab7290f8f4adae2d1dfba0a9db81",
  changesSession: false,
};
