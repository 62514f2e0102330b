// Written by `npm run operations:persist` from lib/graphql/operations/content.ts; do not edit.
import type * as documents from "../operations/content";
import type { PersistedOperationOf } from "./persisted-operation";

export const cms2loadContent: PersistedOperationOf<typeof documents.cms2loadContent> = {
  name: "cms2loadContent",
  kind: "query",
  sha256Hash: "7ae801db90758fa42a057cbe2ecbe188f749e63b3440a103cd090cd9229b49d5",
  changesSession: false,
};

export const docs: PersistedOperationOf<typeof documents.docs> = {
  name: "docs",
  kind: "query",
  sha256Hash: "2466a711b59e81620f0cb6e3253892b499a53dbb7b34f3b0e3523350f483213e",
  changesSession: false,
};

export const docsByParentCode: PersistedOperationOf<typeof documents.docsByParentCode> = {
  name: "docsByParentCode",
  kind: "query",
  sha256Hash: "82dc16aa078dccb7770778d775a15f3c864ef552e0c47cf51aca4422fd9fc20d",
  changesSession: false,
};

export const footerContent: PersistedOperationOf<typeof documents.footerContent> = {
  name: "footerContent",
  kind: "query",
  sha256Hash: "9dd9ef8ab114af4c7a0321baa62791c4de63c355479c5f07bc0620f4f65d08e0",
  changesSession: false,
};

export const lightConfig: PersistedOperationOf<typeof documents.lightConfig> = {
  name: "lightConfig",
  kind: "query",
  sha256Hash: "2528438dbbc16ff7ca9366d47d4bc0deea13e5b4cf69303efde1a5c6190a683a",
  changesSession: false,
};

export const menus: PersistedOperationOf<typeof documents.menus> = {
  name: "menus",
  kind: "query",
  sha256Hash: "906ec9a5e75c92a1b05cf8c4308aa82c24f6e86cdba9b710941f1ec5159c3c9b",
  changesSession: false,
};

export const seoInfo: PersistedOperationOf<typeof documents.seoInfo> = {
  name: "seoInfo",
  kind: "query",
  sha256Hash: "b18254b067c470114528ac72314ee60baceebcee0df8762be4ffec489b4f771d",
  changesSession: false,
};

export const storeLocations: PersistedOperationOf<typeof documents.storeLocations> = {
  name: "storeLocations",
  kind: "query",
  sha256Hash: "494ba594a7f263204322a2f0aca92968eb8c61a842602787a8a833cba8b209c0",
  changesSession: false,
};
