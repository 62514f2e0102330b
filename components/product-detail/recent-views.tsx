"use client";
/**
 * Recently viewed products (shopping §2, accounts §3 Recent view): this product is recorded on
 * opening (only when it differs from the latest view); the others are shown, newest first.
 */
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Price } from "@/components/catalog/price";
import { addRecentView, useRecentViews, type RecentView } from "@/lib/client/local-lists";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import styles from "./product-detail.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export function RecentViews(props: { current: RecentView }) {
  const t = useTranslations("product");
  const views = useRecentViews().filter((view) => view.code !== props.current.code);
  const { current } = props;
  useEffect(() => {
    addRecentView(current);
    // Recorded once per product opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.code]);
  if (views.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-views" data-testid="recent-views">
      <h2 id="recent-views">{t("recentlyViewed")}</h2>
      <ul className={styles.recent}>
        {views.map((view) => (
          <li key={view.code}>
            <ShopLink
              href={`/product/${encodeURIComponent(view.code)}`}
              className={styles.recentLink}
            >
              <span className={styles.recentPicture}>
                {view.picUrl ? (
                  <Image src={view.picUrl} alt="" fill sizes="120px" quality={IMAGE_QUALITY} />
                ) : null}
              </span>
              <span className={styles.recentTitle}>{view.title}</span>
            </ShopLink>
            <Price salePrice={view.salePrice} listPrice={view.listPrice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
