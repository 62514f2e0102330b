/**
 * The four sorts (shopping §2: newest first by default, price ascending, price descending,
 * best sellers over the last three months) as links, so sorting works without a script.
 */
import { getTranslations } from "next-intl/server";
import {
  LIST_SORT_KEYS,
  listQueryString,
  withSort,
  type ListUrlState,
} from "@/lib/domain/catalog/list-url";
import styles from "./product-list.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export async function SortLinks(props: { state: ListUrlState; basePath: string }) {
  const t = await getTranslations("productList");
  return (
    <nav className={styles.sorts} aria-label={t("sortBy")}>
      <span className={styles.sortLabel}>{t("sortBy")}</span>
      <ul>
        {LIST_SORT_KEYS.map((key) => (
          <li key={key}>
            <ShopLink
              href={`${props.basePath}${listQueryString(withSort(props.state, key))}`}
              className={styles.sort}
              aria-current={props.state.sort === key ? "true" : undefined}
              rel="nofollow"
              data-sort={key}
            >
              {t(`sort.${key}`)}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
