// Written by `npm run operations:persist` from lib/graphql/operations/catalog.ts; do not edit.
import type * as documents from "../operations/catalog";
import type { PersistedOperationOf } from "./persisted-operation";

export const brands: PersistedOperationOf<typeof documents.brands> = {
  name: "brands",
  kind: "query",
  sha256Hash: "fae1df662bbc2ac62e38de100d5623f1035f078b9caedb3072ebe79871c0b60c",
  changesSession: false,
};

export const categories: PersistedOperationOf<typeof documents.categories> = {
  name: "categories",
  kind: "query",
  sha256Hash: "d750be05be1d5ec7d5b4cf61317bfa4afef0b8bef49b45053d1371d07b858cef",
  changesSession: false,
};
