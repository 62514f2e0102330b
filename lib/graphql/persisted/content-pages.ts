// Written by `npm run operations:persist` from lib/graphql/operations/content-pages.ts; do not edit.
import type * as documents from "../operations/content-pages";
import type { PersistedOperationOf } from "./persisted-operation";

export const cmsNavigation: PersistedOperationOf<typeof documents.cmsNavigation> = {
  name: "cmsNavigation",
  kind: "query",
  sha256Hash: "148f2c8fb79fc3c662f228c0bb9d04d6b01b20199742e7a76c530083467552e5",
  changesSession: false,
};

export const getCmsViewData: PersistedOperationOf<typeof documents.getCmsViewData> = {
  name: "getCmsViewData",
  kind: "query",
  sha256Hash: "0c1f769c1e037952eb29028436f545ddac020a4c0c403b4ff369c0470a0a403c",
  changesSession: false,
};

export const pageByPath: PersistedOperationOf<typeof documents.pageByPath> = {
  name: "pageByPath",
  kind: "query",
  sha256Hash: "f74e29d582f66e76402b1c5b23f015140fa5d2b3494e41d826d1309f927ee5cb",
  changesSession: false,
};

export const seoOptimize: PersistedOperationOf<typeof documents.seoOptimize> = {
  name: "seoOptimize",
  kind: "query",
  sha256Hash: "22d94ff4ca62e264a89412665509e19d791b125c1317957a1e5b63e13717fc94",
  changesSession: false,
};
