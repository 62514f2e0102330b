// Written by `npm run operations:persist` from lib/graphql/operations/products.ts; do not edit.
import type * as documents from "../operations/products";
import type { PersistedOperationOf } from "./persisted-operation";

export const arrivalNoticeCreate: PersistedOperationOf<typeof documents.arrivalNoticeCreate> = {
  name: "arrivalNoticeCreate",
  kind: "mutation",
  sha256Hash: "57e12cc3bcda3b6d09545f58f86ac0743d54f1fae1e98620cbf4eb4ac23617a3",
  changesSession: false,
};

export const compareProducts: PersistedOperationOf<typeof documents.compareProducts> = {
  name: "compareProducts",
  kind: "query",
  sha256Hash: "bf23d9a075d19d7d5a72e549eae85e52ea3df00cbf4833609a1d080b666e0634",
  changesSession: false,
};

export const createFavorite: PersistedOperationOf<typeof documents.createFavorite> = {
  name: "createFavorite",
  kind: "mutation",
  sha256Hash: "98c9222b51e80bffb58ba444af5cf2f2a1a5d02358f5a88edcf4b7a08e3413c6",
  changesSession: false,
};

export const deleteFavorite: PersistedOperationOf<typeof documents.deleteFavorite> = {
  name: "deleteFavorite",
  kind: "mutation",
  sha256Hash: "9784cd5b7b78fe77bfbc8225a59b1b22730e4da2dcc52a708d55bbf236359f6d",
  changesSession: false,
};

export const filterConditionQuery: PersistedOperationOf<typeof documents.filterConditionQuery> = {
  name: "filterCondition",
  kind: "query",
  sha256Hash: "15314101964be8ead1c5eee084561550e8d6dd12197b30ba3511bffe1811f45d",
  changesSession: false,
};

export const getNotCacheProductByCode: PersistedOperationOf<typeof documents.getNotCacheProductByCode> = {
  name: "getNotCacheProductByCode",
  kind: "query",
  sha256Hash: "b75dfd0668258343451e708324a168643afe364d35c213d080a123c393828656",
  changesSession: false,
};

export const getProductList: PersistedOperationOf<typeof documents.getProductList> = {
  name: "getProductList",
  kind: "query",
  sha256Hash: "dc3ae0f875c719c3f12a8f480c469f9ab3d3bcf4f09116f744eb8e3044478c5c",
  changesSession: false,
};

export const getProductListByColor: PersistedOperationOf<typeof documents.getProductListByColor> = {
  name: "getProductListByColor",
  kind: "query",
  sha256Hash: "9bc61d0d3e6894030ac4b954b26b6b404c7bb2efaad9e036bad15ae007917d79",
  changesSession: false,
};

export const hotSearch: PersistedOperationOf<typeof documents.hotSearch> = {
  name: "hotSearch",
  kind: "query",
  sha256Hash: "4af92306120d52894a378f013270c019a26945a3135b550fc2d68686673eafb1",
  changesSession: false,
};

export const productByCode: PersistedOperationOf<typeof documents.productByCode> = {
  name: "productByCode",
  kind: "query",
  sha256Hash: "a7d23e109a2c4ddb02ec4e5ebe3d0747424cba9be24cf1dd070d6b3841c25657",
  changesSession: false,
};

export const searchPreview: PersistedOperationOf<typeof documents.searchPreview> = {
  name: "searchPreview",
  kind: "query",
  sha256Hash: "5656634d1a1ff687a0008118b4122509a01bb1c6851b64f137209986fb6c9a75",
  changesSession: false,
};

export const shopProductSales: PersistedOperationOf<typeof documents.shopProductSales> = {
  name: "shopProductSales",
  kind: "query",
  sha256Hash: "8cddc3c2d1aed09b481a59de9c14564c6054fbeb0035e87f77566e7422faa9d0",
  changesSession: false,
};

export const shopperPrices: PersistedOperationOf<typeof documents.shopperPrices> = {
  name: "shopperPrices",
  kind: "query",
  sha256Hash: "338cd4a48e97589a19a430ad4625c608830abf574f0f4c759b557fb556bc7d57",
  changesSession: false,
};
