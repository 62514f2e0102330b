// Written by `npm run operations:persist` from lib/graphql/operations/cart.ts; do not edit.
import type * as documents from "../operations/cart";
import type { PersistedOperationOf } from "./persisted-operation";

export const additionalServices: PersistedOperationOf<typeof documents.additionalServices> = {
  name: "additionalServices",
  kind: "query",
  sha256Hash: "501b5f29c673c4aff4340b4528875a49a3474986a902130428a07fa91ef064b8",
  changesSession: false,
};

export const cart: PersistedOperationOf<typeof documents.cart> = {
  name: "cart",
  kind: "query",
  sha256Hash: "f0aa153ee32c56b6b07b89b4aa8407afc0e74f46d4908f457819ba724ae88202",
  changesSession: false,
};

export const cartAdd: PersistedOperationOf<typeof documents.cartAdd> = {
  name: "cartAdd",
  kind: "mutation",
  sha256Hash: "1dc233dbb1e04f258365c1f67eaba53795a2de05c560916afa44e3af9201584c",
  changesSession: false,
};

export const cartCount: PersistedOperationOf<typeof documents.cartCount> = {
  name: "cartCount",
  kind: "query",
  sha256Hash: "32d40e6eb7bc499ebc8e18b44a0437a353f787fee54cb55592c3719fd7103bf5",
  changesSession: false,
};

export const cartDelete: PersistedOperationOf<typeof documents.cartDelete> = {
  name: "cartDelete",
  kind: "mutation",
  sha256Hash: "38d8e944a9c4a26344730566645f4068334b6c5c36886c5e4f6af2552116ad21",
  changesSession: false,
};

export const cartItemCalculate: PersistedOperationOf<typeof documents.cartItemCalculate> = {
  name: "cartItemCalculate",
  kind: "query",
  sha256Hash: "3ec296eaa2bfabcd68afdf287e9c57448e46b6ba28e0af630ecd22390cb283c5",
  changesSession: false,
};

export const cartItemUpdate: PersistedOperationOf<typeof documents.cartItemUpdate> = {
  name: "cartItemUpdate",
  kind: "mutation",
  sha256Hash: "3d1dfd29b649a6e21c93fa6838a399c7078df0fd8c98cb9a630541a67f44a299",
  changesSession: false,
};

export const cartMerge: PersistedOperationOf<typeof documents.cartMerge> = {
  name: "cartMerge",
  kind: "mutation",
  sha256Hash: "262d68be0e001a268e8186611c46989aa0c52563e42644aeb4d4775f3a39f8cc",
  changesSession: false,
};

export const cartSelectUpdate: PersistedOperationOf<typeof documents.cartSelectUpdate> = {
  name: "cartSelectUpdate",
  kind: "mutation",
  sha256Hash: "283529d37613f43e759c7adef06c371db11739e5db85f9d72233a2e3ebd0163a",
  changesSession: false,
};

export const cartShareInfo: PersistedOperationOf<typeof documents.cartShareInfo> = {
  name: "cartShareInfo",
  kind: "query",
  sha256Hash: "e784eff314f1aa9d0fba6123b79be622df989ef6b8217335f109ebcdafe9c034",
  changesSession: false,
};

export const cartShareUserInfo: PersistedOperationOf<typeof documents.cartShareUserInfo> = {
  name: "cartShareUserInfo",
  kind: "query",
  sha256Hash: "7526089dcdac3c0b9bb7e71ff9bc81004a1ee46149588cf9c4ac027521c7153a",
  changesSession: false,
};

export const cartUpdate: PersistedOperationOf<typeof documents.cartUpdate> = {
  name: "cartUpdate",
  kind: "mutation",
  sha256Hash: "766382e1ed53f4b3897f1a0b9ff0e4f9f369c1988eebc89ebc13a7c5c0101e07",
  changesSession: false,
};

export const createCartShare: PersistedOperationOf<typeof documents.createCartShare> = {
  name: "createCartShare",
  kind: "mutation",
  sha256Hash: "1bd5fd9c2de8975c03975cb03e46ccf2cd23c5552133069fc3fde719208521b8",
  changesSession: false,
};

export const guesslikes: PersistedOperationOf<typeof documents.guesslikes> = {
  name: "guesslikes",
  kind: "query",
  sha256Hash: "c5e2166bcd0922f2a891e57c644035bbdeb9662bab72da914174dcc09367a7a3",
  changesSession: false,
};

export const miniCart: PersistedOperationOf<typeof documents.miniCart> = {
  name: "miniCart",
  kind: "query",
  sha256Hash: "4b80fca8659547d623ec49a89166dc5ded07fce44771a725db128e015b87bb23",
  changesSession: false,
};
