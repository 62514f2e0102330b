"use client";
/**
 * The product grid's cards and its infinite scroll (shopping §9: "infinite scroll throttle
 * 200 ms with trigger distance 100 px"): when the end of the grid comes within 100 px of the
 * viewport the next page is fetched by cursor and appended, at most one trigger per 200 ms. The
 * "next page" link stays for readers without JavaScript and crawlers; once scrolling has loaded
 * everything it is replaced by the end note. The first page's cards come with the page (rendered
 * on the server too) as compact card views, which cost the page's payload a quarter of what
 * server-component cards do (issue 15's HTML budget).
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { productCardView, type ProductCardView } from "@/components/catalog/product-card-view";
import { ShopperPricesProvider } from "@/components/catalog/shopper-prices";
import { runQuery } from "@/lib/client/operations";
import {
  INFINITE_SCROLL_DISTANCE_PX,
  INFINITE_SCROLL_THROTTLE_MS,
} from "@/lib/client/ui-constants";
import type { PageInfoData, ProductListVariables } from "@/lib/graphql/operations/products";
import { getProductList } from "@/lib/graphql/persisted/products";
import { GridCard, PRIORITY_CARDS } from "./grid-card";
import styles from "./product-list.module.css";
import { ShopLink } from "@/components/layout/shop-link";

interface GridPagerProps {
  /** The first page's cards (their prices come from the surrounding ShopperPricesProvider). */
  initialCards: ProductCardView[];
  initialPageInfo: PageInfoData;
  variables: ProductListVariables;
  nextHref: string | null;
}

export function GridPager(props: GridPagerProps) {
  const t = useTranslations("productList");
  const client = useShopTransport();
  const [pages, setPages] = useState<ProductCardView[][]>([]);
  const [pageInfo, setPageInfo] = useState(props.initialPageInfo);
  const [status, setStatus] = useState<"idle" | "loading" | "failed">("idle");
  const sentinel = useRef<HTMLDivElement>(null);
  const lastTrigger = useRef(0);
  const busy = useRef(false);
  // A product that moved between pages while scrolling is shown once.
  const shown = useRef(new Set(props.initialCards.map((card) => card.code)));

  const loadMore = useCallback(async () => {
    const now = Date.now();
    if (
      busy.current ||
      !pageInfo.hasNextPage ||
      now - lastTrigger.current < INFINITE_SCROLL_THROTTLE_MS
    )
      return;
    lastTrigger.current = now;
    busy.current = true;
    setStatus("loading");
    try {
      const { products: next } = await runQuery(
        client,
        getProductList,
        { ...props.variables, after: pageInfo.endCursor },
        { serverErrorMessage: "no page" },
      );
      const fresh = next.edges
        .filter((edge) => !shown.current.has(edge.node.code))
        .map((edge) => productCardView(edge.node));
      for (const card of fresh) shown.current.add(card.code);
      setPages((current) => [...current, fresh]);
      setPageInfo(next.pageInfo);
      setStatus("idle");
    } catch {
      setStatus("failed");
    } finally {
      busy.current = false;
    }
  }, [client, pageInfo, props.variables]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !pageInfo.hasNextPage || status === "failed") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_DISTANCE_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, pageInfo.hasNextPage, status]);

  const loadedAll = !pageInfo.hasNextPage;
  return (
    <>
      <ul className={styles.grid} data-testid="product-grid">
        {/* Each page of cards asks the shopper's prices of its own products. */}
        {[props.initialCards, ...pages].map((page, pageIndex) => (
          <ShopperPricesProvider key={pageIndex} productCodes={page.map((card) => card.code)}>
            {page.map((card, index) => (
              <GridCard
                key={card.code}
                card={card}
                priority={pageIndex === 0 && index < PRIORITY_CARDS}
              />
            ))}
          </ShopperPricesProvider>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.more} aria-live="polite">
        {status === "loading" ? <p>{t("loading")}</p> : null}
        {status === "failed" ? (
          <p>
            {t("loadFailed")}{" "}
            <button
              type="button"
              className={styles.buttonSecondary}
              onClick={() => void loadMore()}
            >
              {t("retry")}
            </button>
          </p>
        ) : null}
        {loadedAll && pages.length > 0 ? <p>{t("end", { count: pageInfo.totalCount })}</p> : null}
        {props.nextHref && !loadedAll && status !== "loading" ? (
          <ShopLink href={props.nextHref} className={styles.nextLink} rel="next">
            {t("next")}
          </ShopLink>
        ) : null}
      </div>
    </>
  );
}
