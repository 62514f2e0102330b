/**
 * A product in a list (product lists, search preview, hot sell, guess-you-like): picture,
 * brand, title, its colours (named, so a style's colour products tell apart; ADR 0016), price per
 * §5 (the shopper's own, from the surrounding ShopperPricesProvider) and the new-in label. Links
 * to /product/{code}. Rendered on the server in lists; only its price and controls hydrate.
 * Pictures go through next/image with fixed aspect ratio so the grid never shifts (issue 3 SEO),
 * lazy unless `priority` (the first row of a list, for the largest contentful paint).
 */
import { getImageProps } from "next/image";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import { CardColours } from "./card-colours";
import { cardPrices, type ProductCardView } from "./product-card-view";
import { ShopperPrice } from "./shopper-prices";
import styles from "./product-card.module.css";
import { ShopLink } from "@/components/layout/shop-link";

/**
 * The widths a card's picture is offered in: 240 px cards at 1-2x on desktop, half a phone at
 * 2-3x, a third of a tablet at 2x (640 px serves its 676 with no visible loss). Every card of a
 * 30-card list writes its srcset into the page, so the config's other widths (for galleries and
 * thumbnails) are left out here.
 */
const CARD_PICTURE_WIDTHS = [384, 640];

/**
 * An `<img>` with next/image's own URLs, its srcset cut to the card's widths and without the
 * inline style `fill` writes (the stylesheet places it).
 */
function CardPicture(props: { src: string; alt: string; sizes: string; priority: boolean }) {
  const { props: image } = getImageProps({
    src: props.src,
    alt: props.alt,
    fill: true,
    sizes: props.sizes,
    quality: IMAGE_QUALITY,
  });
  const candidates = (image.srcSet ?? "")
    .split(", ")
    .filter((entry) => CARD_PICTURE_WIDTHS.some((width) => entry.endsWith(` ${width}w`)));
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's URLs, fewer widths
    <img
      // The widest candidate, for a browser without srcset (next/image's would be 1200 px).
      src={candidates.at(-1)?.split(" ")[0] ?? image.src}
      srcSet={candidates.join(", ")}
      sizes={image.sizes}
      alt={image.alt}
      decoding="async"
      loading={props.priority ? "eager" : "lazy"}
      fetchPriority={props.priority ? "high" : undefined}
    />
  );
}

export interface ProductCardProps {
  card: ProductCardView;
  /** `sizes` of the picture in the surrounding grid. */
  sizes?: string;
  priority?: boolean;
  /** Heading level of the title inside its section. */
  headingLevel?: "h2" | "h3";
  /** Extra controls under the card (compare toggle...). */
  children?: ReactNode;
}

export function ProductCard({
  card,
  sizes = `${CUSTOM_MEDIA["--single-column"]} 50vw, ${CUSTOM_MEDIA["--compact"]} 33vw, 25vw`,
  priority = false,
  headingLevel: Heading = "h3",
  children,
}: ProductCardProps) {
  const t = useTranslations("productCard");
  return (
    <article className={styles.card}>
      {/* Parts are styled by position (product-card.module.css): keep the markup's shape. */}
      <ShopLink href={`/product/${encodeURIComponent(card.code)}`}>
        <div>
          {card.imageUrl ? (
            <CardPicture src={card.imageUrl} alt={card.title} sizes={sizes} priority={priority} />
          ) : null}
          {card.isNewIn ? <span>{t("newIn")}</span> : null}
        </div>
        <p>{card.brand}</p>
        <Heading>{card.title}</Heading>
        <CardColours colours={card.colours} more={card.moreColours ?? 0} />
      </ShopLink>
      <ShopperPrice
        productCode={card.code}
        {...cardPrices(card)}
        discountPercentage={card.discountPercentage}
      />
      {children}
    </article>
  );
}
