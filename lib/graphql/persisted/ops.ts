// Written by `npm run operations:persist` from lib/graphql/operations/ops.ts; do not edit.
import type * as documents from "../operations/ops";
import type { PersistedOperationOf } from "./persisted-operation";

export const opsContentEntries: PersistedOperationOf<typeof documents.opsContentEntries> = {
  name: "opsContentEntries",
  kind: "query",
  sha256Hash: "6671a7d3bdc85bd0fa1776e0d4b160b53ddcf55b31ad9c4f0a5142dab4758735",
  changesSession: false,
};

export const opsContentEntry: PersistedOperationOf<typeof documents.opsContentEntry> = {
  name: "opsContentEntry",
  kind: "query",
  sha256Hash: "2531b9fcd6452e17504fe6c882d7a6ca137b1cc3aad0ff535c6f37388256b41e",
  changesSession: false,
};

export const opsContentPublish: PersistedOperationOf<typeof documents.opsContentPublish> = {
  name: "opsContentPublish",
  kind: "mutation",
  sha256Hash: "300fd8ff795e624b0d6a8bd577adfe7d44575d21fcd7d47b0d0672189c12329d",
  changesSession: false,
};

export const opsContentSaveDraft: PersistedOperationOf<typeof documents.opsContentSaveDraft> = {
  name: "opsContentSaveDraft",
  kind: "mutation",
  sha256Hash: "0f0d691c67344a9be65e59cdc51ab0fdf7c7e361f4806f4435ebb49f782e008b",
  changesSession: false,
};

export const opsMe: PersistedOperationOf<typeof documents.opsMe> = {
  name: "opsMe",
  kind: "query",
  sha256Hash: "feb4fc6767a2cd2d841c7bf0900a2db5693357ddcb2fbbc32bc72c452d3303e1",
  changesSession: false,
};

export const opsSignIn: PersistedOperationOf<typeof documents.opsSignIn> = {
  name: "opsSignIn",
  kind: "mutation",
  sha256Hash: "2eee690b4b6a8784794c11d2b22ec91c6a3e14b5733aa4505d9fbc8729c45616",
  changesSession: false,
};

export const opsSignOut: PersistedOperationOf<typeof documents.opsSignOut> = {
  name: "opsSignOut",
  kind: "mutation",
  sha256Hash: "0e673e735250699ade65ab01092220618cb53d154ec26b8eee3b88ca76b21540",
  changesSession: false,
};
