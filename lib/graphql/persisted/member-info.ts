// Written by `npm run operations:persist` from lib/graphql/operations/member-info.ts; do not edit.
import type * as documents from "../operations/member-info";
import type { PersistedOperationOf } from "./persisted-operation";

export const accountInfo: PersistedOperationOf<typeof documents.accountInfo> = {
  name: "accountInfo",
  kind: "query",
  sha256Hash: "a0a529c66cbb23aabd08b8f89ae62ee1d346565c01a6c145398be2f164c28b6c",
  changesSession: false,
};

export const queryMemberInfo: PersistedOperationOf<typeof documents.queryMemberInfo> = {
  name: "queryMemberInfo",
  kind: "query",
  sha256Hash: "9609cd6e0f6712fd51cd9e868960a5a24066cc41eec3a79f1872440a033721f7",
  changesSession: false,
};

export const querySimpleMemberInfo: PersistedOperationOf<typeof documents.querySimpleMemberInfo> = {
  name: "querySimpleMemberInfo",
  kind: "query",
  sha256Hash: "ab4851aa546d119eb8f3da75eda75b98fe82f1612086c03d48e4a27a787d8576",
  changesSession: false,
};

export const queryUserInformation: PersistedOperationOf<typeof documents.queryUserInformation> = {
  name: "queryUserInformation",
  kind: "query",
  sha256Hash: "d043ec4eb6dac5687f5a1509af7dcee5caa853737dc6690475500f456acb8cc1",
  changesSession: false,
};

export const queryVisitorMemberInfo: PersistedOperationOf<typeof documents.queryVisitorMemberInfo> = {
  name: "queryVisitorMemberInfo",
  kind: "query",
  sha256Hash: "ff4e2f3a2b32676667855fb1820a56b5f75023aed0f9660828c7a06bad7c2dcf",
  changesSession: false,
};

export const updateMember: PersistedOperationOf<typeof documents.updateMember> = {
  name: "updateMember",
  kind: "mutation",
  sha256Hash: "4297b1ad89a2c507f4248e1f99c72472baf3528b439e8f86bb0ecc974645e9e3",
  changesSession: false,
};

export const updateMemberInfo: PersistedOperationOf<typeof documents.updateMemberInfo> = {
  name: "updateMemberInfo",
  kind: "mutation",
  sha256Hash: "dbcd5578497b18ab6f5cfb1e7f3b8c0ca31b2041e1583842f373ae07965fc66b",
  changesSession: false,
};
