/**
 * A card of the product grid with its compare toggle: the same on the server-rendered first
 * page (product-grid.tsx) and on the pages the browser appends (grid-pager.tsx).
 */
import { CompareToggle } from "@/components/catalog/compare-toggle";
import { ProductCard } from "@/components/catalog/product-card";
import type { ProductCardView } from "@/components/catalog/product-card-view";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";

/**
 * Cards in a phone's first row get their picture eagerly (largest paint on the mobile profile
 * the budgets are measured on). Each eager picture is also preloaded from the page's head, so
 * the rest of a desktop's first row loads lazily: in view, they start as soon as laid out.
 */
export const PRIORITY_CARDS = 2;
/** The grid's picture widths: two columns on phones, three on tablets, 240 px above. */
const GRID_SIZES = `${CUSTOM_MEDIA["--single-column"]} 50vw, ${CUSTOM_MEDIA["--compact"]} 33vw, 240px`;

export function GridCard(props: { card: ProductCardView; priority?: boolean }) {
  return (
    <li>
      <ProductCard card={props.card} sizes={GRID_SIZES} priority={props.priority}>
        <CompareToggle code={props.card.code} />
      </ProductCard>
    </li>
  );
}
