import type { ProductDetailData } from "@/lib/graphql/operations/products";

/**
 * The product fields the panel reads. The page hands over only these (`purchasePanelProduct`):
 * the panel's props travel in the page's payload, and the description, attribute sections and
 * promotions the server renders elsewhere would weigh as much again (issue 15's HTML budget).
 */
export type PurchasePanelProduct = Pick<
  ProductDetailData,
  | "code"
  | "title"
  | "subTitle"
  | "brandList"
  | "images"
  | "skus"
  | "onShelves"
  | "isNewIn"
  | "labels"
  | "salePrice"
  | "listPrice"
  | "discountPercentage"
  | "styleProducts"
  | "mergedColourProducts"
>;

export function purchasePanelProduct(product: ProductDetailData): PurchasePanelProduct {
  return {
    code: product.code,
    title: product.title,
    subTitle: product.subTitle,
    brandList: product.brandList,
    images: product.images,
    skus: product.skus,
    onShelves: product.onShelves,
    isNewIn: product.isNewIn,
    labels: product.labels,
    salePrice: product.salePrice,
    listPrice: product.listPrice,
    discountPercentage: product.discountPercentage,
    styleProducts: product.styleProducts,
    mergedColourProducts: product.mergedColourProducts,
  };
}
