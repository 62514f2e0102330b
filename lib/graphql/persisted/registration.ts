// Written by `npm run operations:persist` from lib/graphql/operations/registration.ts; do not edit.
import type * as documents from "../operations/registration";
import type { PersistedOperationOf } from "./persisted-operation";

export const checkVerifyCode: PersistedOperationOf<typeof documents.checkVerifyCode> = {
  name: "checkVerifyCode",
  kind: "mutation",
  sha256Hash: "8e534a8b579605ddf8f2593773c6693936441eee3e0d0f5c51c057bc0dc59307",
  changesSession: false,
};

export const createMember: PersistedOperationOf<typeof documents.createMember> = {
  name: "createMember",
  kind: "mutation",
  sha256Hash: "781f558de880ac3de816f8b24bb2a5236a14b73a9a083ff7b051d17253c4540c",
  changesSession: true,
};

export const resetPassword: PersistedOperationOf<typeof documents.resetPassword> = {
  name: "resetPassword",
  kind: "mutation",
  sha256Hash: "86d9bc8d2c2d5a5ca2c0480d4bad621b71f7b7bcc5ad655e66260b8884437ca3",
  changesSession: true,
};

export const sendEmailVerifyCode: PersistedOperationOf<typeof documents.sendEmailVerifyCode> = {
  name: "sendEmailVerifyCode",
  kind: "mutation",
  sha256Hash: "bd96019d9091ac8ae40a3c066fcd605a79c6101802daf9f468dc09e6a3e3b9d1",
  changesSession: false,
};

export const sendSmsVerifyCode: PersistedOperationOf<typeof documents.sendSmsVerifyCode> = {
  name: "sendSmsVerifyCode",
  kind: "mutation",
  sha256Hash: "93685c4203aad4aba51e454c11b640c14dfdfa6b7e1b86b1306a526f62886b9d",
  changesSession: false,
};

export const updatePassword: PersistedOperationOf<typeof documents.updatePassword> = {
  name: "updatePassword",
  kind: "mutation",
  sha256Hash: "1b053c3ebb6c6c9422e67a08f209a98e0999216963ab1913be0633e17d4a19fa",
  changesSession: false,
};

export const userRegister: PersistedOperationOf<typeof documents.userRegister> = {
  name: "userRegister",
  kind: "mutation",
  sha256Hash: "8a299818fc6c5a7a26f815cd136d30d782484b887ab58ef7fe793cba08eec73f",
  changesSession: true,
};
