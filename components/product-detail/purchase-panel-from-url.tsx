"use client";
/**
 * The purchase panel with the choice the URL names (?color=&size=&width=). The product page is
 * cached alike for every visitor, so the query is read here, in the browser; the server renders
 * the panel with the default choice as this component's Suspense fallback, so the page is
 * complete before any script runs.
 */
import { useSearchParams } from "next/navigation";
import { normaliseSelection } from "@/lib/domain/catalog/product-selection";
import type { ProductDetailData } from "@/lib/graphql/operations/products";
import { PurchasePanel } from "./purchase-panel";

export function PurchasePanelFromUrl(props: { product: ProductDetailData }) {
  const query = useSearchParams();
  const initial = normaliseSelection(props.product.skus, {
    color: query.get("color"),
    size: query.get("size"),
    width: query.get("width"),
  });
  return <PurchasePanel product={props.product} initial={initial} />;
}
