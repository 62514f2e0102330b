"use client";
/**
 * The product grid with infinite scroll (shopping §9: "infinite scroll throttle 200 ms with
 * trigger distance 100 px"): the server renders the first page; when the end of the grid comes
 * within 100 px of the viewport the next page is fetched by cursor and appended, at most one
 * trigger per 200 ms. The "next page" link stays for readers without JavaScript and crawlers;
 * once scrolling has loaded everything it is replaced by the end note.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { ProductCard } from "@/components/catalog/product-card";
import { CompareToggle } from "@/components/catalog/compare-toggle";
import { documentOf } from "@/lib/client/operations";
import {
  INFINITE_SCROLL_DISTANCE_PX,
  INFINITE_SCROLL_THROTTLE_MS,
} from "@/lib/client/ui-constants";
import {
  getProductList,
  type PageInfoData,
  type ProductConnectionData,
  type ProductListVariables,
} from "@/lib/graphql/operations/products";
import styles from "./product-list.module.css";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";

/** Cards in the first row of the widest grid get their picture eagerly (largest paint). */
const PRIORITY_CARDS = 4;
const GRID_SIZES = `${CUSTOM_MEDIA["--single-column"]} 50vw, ${CUSTOM_MEDIA["--compact"]} 33vw, 240px`;

interface ProductGridProps {
  initialEdges: ProductConnectionData["edges"];
  initialPageInfo: PageInfoData;
  variables: ProductListVariables;
  nextHref: string | null;
}

export function ProductGrid(props: ProductGridProps) {
  const t = useTranslations("productList");
  const client = useApolloClient();
  const [edges, setEdges] = useState(props.initialEdges);
  const [pageInfo, setPageInfo] = useState(props.initialPageInfo);
  const [status, setStatus] = useState<"idle" | "loading" | "failed">("idle");
  const sentinel = useRef<HTMLDivElement>(null);
  const lastTrigger = useRef(0);
  const busy = useRef(false);

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
      const result = await client.query({
        query: documentOf(getProductList),
        variables: { ...props.variables, after: pageInfo.endCursor },
        fetchPolicy: "no-cache",
      });
      const next = result.data?.products;
      if (!next) throw new Error("no page");
      setEdges((current) => {
        const seen = new Set(current.map((edge) => edge.node.code));
        return [...current, ...next.edges.filter((edge) => !seen.has(edge.node.code))];
      });
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
        {edges.map((edge, index) => (
          <li key={edge.node.code}>
            <ProductCard product={edge.node} sizes={GRID_SIZES} priority={index < PRIORITY_CARDS}>
              <CompareToggle code={edge.node.code} />
            </ProductCard>
          </li>
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
        {loadedAll && edges.length > props.initialEdges.length ? (
          <p>{t("end", { count: pageInfo.totalCount })}</p>
        ) : null}
        {props.nextHref && !loadedAll && status !== "loading" ? (
          <Link href={props.nextHref} className={styles.nextLink} rel="next" prefetch={false}>
            {t("next")}
          </Link>
        ) : null}
      </div>
    </>
  );
}
