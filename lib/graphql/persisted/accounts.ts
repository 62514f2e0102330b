// Written by `npm run operations:persist` from lib/graphql/operations/accounts.ts; do not edit.
import type * as documents from "../operations/accounts";
import type { PersistedOperationOf } from "./persisted-operation";

export const customer: PersistedOperationOf<typeof documents.customer> = {
  name: "customer",
  kind: "query",
  sha256Hash: "ba3ed48bd52368aa02f3e89b6c62529741e836ca21b3941be842bf2ab68126b3",
  changesSession: false,
};

export const imageVerificationCreate: PersistedOperationOf<typeof documents.imageVerificationCreate> = {
  name: "imageVerificationCreate",
  kind: "mutation",
  sha256Hash: "5611b80047c0f2ac21921abc547a528fa456bb098e58095f1a27357f943c8cec",
  changesSession: true,
};

export const isVisitor: PersistedOperationOf<typeof documents.isVisitor> = {
  name: "isVisitor",
  kind: "query",
  sha256Hash: "b4f25f904a4ab2b15bd8f3b84466138aa3656a5103767a7a9e66cc238eab55a5",
  changesSession: false,
};

export const needImageVerifyCode: PersistedOperationOf<typeof documents.needImageVerifyCode> = {
  name: "needImageVerifyCode",
  kind: "query",
  sha256Hash: "c62c5fc16e5065d1c55c90772f3a9d45a3672f4782e9c0471851030a2b67f9ee",
  changesSession: false,
};

export const ssoLogin: PersistedOperationOf<typeof documents.ssoLogin> = {
  name: "ssoLogin",
  kind: "mutation",
  sha256Hash: "5346979b29015da9b7c74f99a3f6b7805d265c9f3d48a92b858e40b78f44b417",
  changesSession: true,
};

export const userLogin: PersistedOperationOf<typeof documents.userLogin> = {
  name: "userLogin",
  kind: "mutation",
  sha256Hash: "d4f207065abbeb99f41ca66a56b710774f414c19bc77f2c24aeefe379da06db4",
  changesSession: true,
};

export const userLogout: PersistedOperationOf<typeof documents.userLogout> = {
  name: "userLogout",
  kind: "mutation",
  sha256Hash: "233ad760041f48ea58fb26630a96dd649519c3d8d71412df2e5e4f1f39914570",
  changesSession: true,
};

export const visitorLogin: PersistedOperationOf<typeof documents.visitorLogin> = {
  name: "visitorLogin",
  kind: "mutation",
  sha256Hash: "39da41806d34c03de3a03c1407807b31a794bb2c4b67e24304521e6de833c901",
  changesSession: true,
};
