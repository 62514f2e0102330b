// Written by `npm run operations:persist` from lib/graphql/operations/third-party.ts; do not edit.
import type * as documents from "../operations/third-party";
import type { PersistedOperationOf } from "./persisted-operation";

export const facebookLogin: PersistedOperationOf<typeof documents.facebookLogin> = {
  name: "facebookLogin",
  kind: "mutation",
  sha256Hash: "c09bed12ec163220983169333133731b7bb140cd23f987bf24837b23f4a24743",
  changesSession: true,
};

export const gwLoginByThirdParty: PersistedOperationOf<typeof documents.gwLoginByThirdParty> = {
  name: "gwLoginByThirdParty",
  kind: "mutation",
  sha256Hash: "de42d000bc42a5d60ffddac8ab8b531936f005e1fdf164cc31969eb24d3bcad5",
  changesSession: true,
};

export const instagramLogin: PersistedOperationOf<typeof documents.instagramLogin> = {
  name: "instagramLogin",
  kind: "mutation",
  sha256Hash: "dbba3a3a89f43aa943203cd8563ef48a5932e711b56856e4cad3e0095863885c",
  changesSession: true,
};

export const thirdPartyBindV2: PersistedOperationOf<typeof documents.thirdPartyBindV2> = {
  name: "thirdPartyBindV2",
  kind: "mutation",
  sha256Hash: "b74b99dd5c0158e4625c84a3c458eeaa52a0c63605cca55d960494bf4ca09cf9",
  changesSession: true,
};

export const thirdPartyLinkProfile: PersistedOperationOf<typeof documents.thirdPartyLinkProfile> = {
  name: "thirdPartyLinkProfile",
  kind: "query",
  sha256Hash: "5935ec22fc5c94ba053d3cad21688397273a00e4860c5183ffdf52e68b487844",
  changesSession: false,
};
