/**
 * A card of the product grid with its compare toggle: the same on the server-rendered first
 * page (product-grid.tsx) and on the pages the browser appends (grid-pager.tsx).
 */
import { CompareToggle } from "@/components/catalog/compare-toggle";
import { ProductCard } from "@/components/catalog/product-card";
import type { ProductCardView } from "@/components/catalog/product-card-view";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";

/** Cards in the first row of the widest grid get their picture eagerly (largest paint). */
export const PRIORITY_CARDS = 4;
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
