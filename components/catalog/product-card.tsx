/**
 * A product in a list (product lists, search preview, hot sell, guess-you-like): picture,
 * brand, title, its colours (named, so a style's colour products tell apart; ADR 0016), price per
 * §5 (the shopper's own, from the surrounding ShopperPricesProvider) and the new-in label. Links
 * to /product/{code}. Rendered on the server in lists; only its price and controls hydrate.
 * Pictures go through next/image with fixed aspect ratio so the grid never shifts (issue 3 SEO),
 * lazy unless `priority` (the first row of a list, for the largest contentful paint).
 */
import { getImageProps } from "next/image";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import { CardColours } from "./card-colours";
import type { ProductCardView } from "./product-card-view";
import { ShopperPrice } from "./shopper-prices";
import styles from "./product-card.module.css";

/**
 * The widths a card's picture is offered in: 240 px cards at 1-2x on desktop, half or a third of
 * a phone or tablet at 2-3x. Every card of a 30-card list writes its srcset into the page, so
 * the config's other widths (for galleries and thumbnails) are left out here.
 */
const CARD_PICTURE_WIDTHS = [384, 640, 828];

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
  const srcSet = image.srcSet
    ?.split(", ")
    .filter((entry) => CARD_PICTURE_WIDTHS.some((width) => entry.endsWith(` ${width}w`)))
    .join(", ");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's URLs, fewer widths
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={image.sizes}
      alt={image.alt}
      className={styles.image}
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
      <Link
        prefetch={false}
        href={`/product/${encodeURIComponent(card.code)}`}
        className={styles.link}
      >
        <div className={styles.picture}>
          {card.imageUrl ? (
            <CardPicture src={card.imageUrl} alt={card.title} sizes={sizes} priority={priority} />
          ) : null}
          {card.isNewIn ? <span className={styles.badge}>{t("newIn")}</span> : null}
        </div>
        <p className={styles.brand}>{card.brand}</p>
        <Heading className={styles.title}>{card.title}</Heading>
        <CardColours colours={card.colours} more={card.moreColours} />
      </Link>
      <ShopperPrice
        productCode={card.code}
        salePrice={card.salePrice}
        listPrice={card.listPrice}
        discountPercentage={card.discountPercentage}
      />
      {children}
    </article>
  );
}
