// Written by `npm run operations:persist` from lib/graphql/operations/staff.ts; do not edit.
import type * as documents from "../operations/staff";
import type { PersistedOperationOf } from "./persisted-operation";

export const staffSignUp: PersistedOperationOf<typeof documents.staffSignUp> = {
  name: "staffSignUp",
  kind: "mutation",
  sha256Hash: "0bfae67dc4ead6ea5620291f9b7f06d06aa1a982a00ba0fea2131e9448123ea4",
  changesSession: true,
};
