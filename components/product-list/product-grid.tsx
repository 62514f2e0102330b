/**
 * The product grid (shopping §2 Product list): the first page's cards, cut to what a card shows,
 * rendered on the server and hydrated by GridPager, which appends the next pages as the shopper
 * scrolls. Every card's price is the shopper's own (GridPager asks per page of cards).
 */
import { productCardView } from "@/components/catalog/product-card-view";
import type {
  PageInfoData,
  ProductConnectionData,
  ProductListVariables,
} from "@/lib/graphql/operations/products";
import { GridPager } from "./grid-pager";

interface ProductGridProps {
  edges: ProductConnectionData["edges"];
  pageInfo: PageInfoData;
  variables: ProductListVariables;
  nextHref: string | null;
}

export function ProductGrid(props: ProductGridProps) {
  const cards = props.edges.map((edge) => productCardView(edge.node));
  return (
    <GridPager
      initialCards={cards}
      initialPageInfo={props.pageInfo}
      variables={props.variables}
      nextHref={props.nextHref}
    />
  );
}
