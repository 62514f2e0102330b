/**
 * The product grid (shopping §2 Product list): the first page's cards rendered on the server,
 * so they cost no JavaScript; GridPager appends the next pages as the shopper scrolls. Every
 * card's price is the shopper's own (ShopperPricesProvider).
 */
import { ShopperPricesProvider } from "@/components/catalog/shopper-prices";
import type {
  PageInfoData,
  ProductConnectionData,
  ProductListVariables,
} from "@/lib/graphql/operations/products";
import { GridPager } from "./grid-pager";
import { GridCard, PRIORITY_CARDS } from "./grid-card";

interface ProductGridProps {
  edges: ProductConnectionData["edges"];
  pageInfo: PageInfoData;
  variables: ProductListVariables;
  nextHref: string | null;
}

export function ProductGrid(props: ProductGridProps) {
  return (
    <ShopperPricesProvider productCodes={props.edges.map((edge) => edge.node.code)}>
      <GridPager
        initialCodes={props.edges.map((edge) => edge.node.code)}
        initialPageInfo={props.pageInfo}
        variables={props.variables}
        nextHref={props.nextHref}
      >
        {props.edges.map((edge, index) => (
          <GridCard key={edge.node.code} product={edge.node} priority={index < PRIORITY_CARDS} />
        ))}
      </GridPager>
    </ShopperPricesProvider>
  );
}
