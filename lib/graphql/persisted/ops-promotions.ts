// Written by `npm run operations:persist` from lib/graphql/operations/ops-promotions.ts; do not edit.
import type * as documents from "../operations/ops-promotions";
import type { PersistedOperationOf } from "./persisted-operation";

export const opsCoupon: PersistedOperationOf<typeof documents.opsCoupon> = {
  name: "opsCoupon",
  kind: "query",
  sha256Hash: "ce886e993f7735b6f819b011e44203db4cf5ded98cfae2b9b5f9ffb85b4607e2",
  changesSession: false,
};

export const opsCouponCreate: PersistedOperationOf<typeof documents.opsCouponCreate> = {
  name: "opsCouponCreate",
  kind: "mutation",
  sha256Hash: "ee38b1a73a551ac8ed5afce7512ccd4dbdaab1a3c4bbf0fcca38d075425d05ef",
  changesSession: false,
};

export const opsCouponSetStatus: PersistedOperationOf<typeof documents.opsCouponSetStatus> = {
  name: "opsCouponSetStatus",
  kind: "mutation",
  sha256Hash: "1e77270dd6edd396168b2377130ebcb74db79e4f56075c4e964fcf93500449db",
  changesSession: false,
};

export const opsCoupons: PersistedOperationOf<typeof documents.opsCoupons> = {
  name: "opsCoupons",
  kind: "query",
  sha256Hash: "23d45e7c38e49b37c577cf8ebfc7395335b182ac7bc2ee5f0d5a2da4662deefe",
  changesSession: false,
};

export const opsPromotionCreate: PersistedOperationOf<typeof documents.opsPromotionCreate> = {
  name: "opsPromotionCreate",
  kind: "mutation",
  sha256Hash: "2a2db4fb71cf7f8af3a94ac6a0bc17659d29f4684d828b157cfad712e7d25bed",
  changesSession: false,
};

export const opsPromotionSetStatus: PersistedOperationOf<typeof documents.opsPromotionSetStatus> = {
  name: "opsPromotionSetStatus",
  kind: "mutation",
  sha256Hash: "5dc04efc6748cd8eb819e9873ad6f1731546d654b8577ce0491d21dd93ce0662",
  changesSession: false,
};

export const opsPromotions: PersistedOperationOf<typeof documents.opsPromotions> = {
  name: "opsPromotions",
  kind: "query",
  sha256Hash: "07670daa1319210c91cf5aa0fd2e40f1f2943db06d4d3e12ae7a42f85fd75dab",
  changesSession: false,
};
