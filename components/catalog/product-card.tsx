/**
 * A product in a list (product lists, search preview, hot sell, guess-you-like): picture,
 * brand, title, its colours (named, so a style's colour products tell apart; ADR 0016), price per
 * §5 (the shopper's own, from the surrounding ShopperPricesProvider) and the new-in label. Links
 * to /product/{code}. Rendered on the server in lists; only its price and controls hydrate.
 * Pictures go through next/image with fixed aspect ratio so the grid never shifts (issue 3 SEO),
 * lazy unless `priority` (the first row of a list, for the largest contentful paint).
 */
import Image from "next/image";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { ProductCardData } from "@/lib/graphql/operations/products";
import { CardColours } from "./card-colours";
import { ShopperPrice } from "./shopper-prices";
import styles from "./product-card.module.css";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";

/** The picture a card shows: the main image, else the first picture. */
export function cardImage(product: Pick<ProductCardData, "images">) {
  return product.images.find((image) => image.type === "MAINIMAGE") ?? product.images[0] ?? null;
}

export interface ProductCardProps {
  product: ProductCardData;
  /** `sizes` of the picture in the surrounding grid. */
  sizes?: string;
  priority?: boolean;
  /** Heading level of the title inside its section. */
  headingLevel?: "h2" | "h3";
  /** Extra controls under the card (compare toggle...). */
  children?: ReactNode;
}

export function ProductCard({
  product,
  sizes = `${CUSTOM_MEDIA["--single-column"]} 50vw, ${CUSTOM_MEDIA["--compact"]} 33vw, 25vw`,
  priority = false,
  headingLevel: Heading = "h3",
  children,
}: ProductCardProps) {
  const t = useTranslations("productCard");
  const image = cardImage(product);
  return (
    <article className={styles.card}>
      <Link
        prefetch={false}
        href={`/product/${encodeURIComponent(product.code)}`}
        className={styles.link}
      >
        <div className={styles.picture}>
          {image ? (
            <Image
              src={image.url}
              alt={product.title}
              fill
              sizes={sizes}
              quality={IMAGE_QUALITY}
              priority={priority}
              className={styles.image}
            />
          ) : null}
          {product.isNewIn ? <span className={styles.badge}>{t("newIn")}</span> : null}
        </div>
        <p className={styles.brand}>{product.brandList[0]?.name}</p>
        <Heading className={styles.title}>{product.title}</Heading>
        <CardColours skus={product.skus} />
      </Link>
      <ShopperPrice
        productCode={product.code}
        salePrice={product.salePrice}
        listPrice={product.listPrice}
        discountPercentage={product.discountPercentage}
      />
      {children}
    </article>
  );
}
