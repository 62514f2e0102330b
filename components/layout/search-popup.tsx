"use client";
/**
 * The header search popup (accounts §2 Header search): hot terms in two columns (one on
 * mobile) and 4 hot-selling products while the keyword is empty; a preview of up to 10
 * products with a link to all results once a keyword has rested for 500 ms. Each card names its
 * colours, so a style's colour products do not read as the same product twice (ADR 0016).
 */
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CardColours } from "@/components/catalog/card-colours";
import { Price } from "@/components/catalog/price";
import { cardPrices, productCardView } from "@/components/catalog/product-card-view";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { HOT_SELL_FIRST, SEARCH_PREVIEW_FIRST } from "@/lib/domain/catalog/constants";
import { IMAGE_QUALITY, SEARCH_PREVIEW_DEBOUNCE_MS } from "@/lib/client/ui-constants";
import type { ProductCardData } from "@/lib/graphql/operations/products";
import { hotSearch, searchPreview } from "@/lib/graphql/persisted/products";
import { searchHref } from "./nav-helpers";
import { hotTermHref, searchPopupMode } from "./search-popup-rules";
import styles from "./search-popup.module.css";
import { ShopLink } from "./shop-link";

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function MiniCard({ product }: { product: ProductCardData }) {
  const card = productCardView(product);
  return (
    <ShopLink href={`/product/${encodeURIComponent(card.code)}`} className={styles.card}>
      <span className={styles.picture}>
        {card.imageUrl ? (
          <Image src={card.imageUrl} alt="" fill sizes="64px" quality={IMAGE_QUALITY} />
        ) : null}
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{card.title}</span>
        <CardColours colours={card.colours} more={card.moreColours ?? 0} />
        <Price {...cardPrices(card)} />
      </span>
    </ShopLink>
  );
}

export function SearchPopup(props: {
  id: string;
  keyword: string;
  onPick: (term: string) => void;
}) {
  const t = useTranslations("search");
  const mode = searchPopupMode(props.keyword);
  const settled = useDebounced(props.keyword.trim(), SEARCH_PREVIEW_DEBOUNCE_MS);
  const hot = useTransportQuery(hotSearch, { skip: mode !== "hot", ignoreErrors: true });
  const preview = useTransportQuery(searchPreview, {
    variables: { keyword: settled },
    skip: mode !== "preview" || settled === "",
    ignoreErrors: true,
  });

  return (
    <div
      id={props.id}
      className={styles.popup}
      role="region"
      aria-label={t("popup")}
      data-testid="search-popup"
    >
      {mode === "hot" ? (
        <>
          <section aria-labelledby={`${props.id}-hot`}>
            <h2 id={`${props.id}-hot`} className={styles.heading}>
              {t("hotSearch")}
            </h2>
            <ul className={styles.terms} data-testid="hot-terms">
              {(hot.data?.hotSearch ?? []).map((term) => (
                <li key={term.title}>
                  <ShopLink href={hotTermHref(term)} onClick={() => props.onPick(term.title)}>
                    {term.title}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${props.id}-sell`}>
            <h2 id={`${props.id}-sell`} className={styles.heading}>
              {t("hotSell")}
            </h2>
            <ul className={styles.cards} data-testid="hot-sell">
              {(hot.data?.hotSellProducts ?? []).slice(0, HOT_SELL_FIRST).map((product) => (
                <li key={product.code}>
                  <MiniCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <section
          aria-labelledby={`${props.id}-preview`}
          aria-busy={preview.loading || settled !== props.keyword.trim()}
        >
          <div className={styles.previewHeader}>
            <h2 id={`${props.id}-preview`} className={styles.heading}>
              {t("preview")}
            </h2>
            <ShopLink href={searchHref(props.keyword.trim())} className={styles.viewAll}>
              {t("viewAll", { count: preview.data?.searchPreview.totalCount ?? 0 })}
            </ShopLink>
          </div>
          {preview.data && preview.data.searchPreview.products.length === 0 ? (
            <p className={styles.none}>{t("none")}</p>
          ) : (
            <ul className={styles.cards} data-testid="search-preview">
              {(preview.data?.searchPreview.products ?? [])
                .slice(0, SEARCH_PREVIEW_FIRST)
                .map((product) => (
                  <li key={product.code}>
                    <MiniCard product={product} />
                  </li>
                ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
