/**
 * The activities this product takes part in (shopping §3 Product promotions), listed under the
 * purchase panel so the shopper sees the gift, bundle or add-on offer before adding to the bag.
 * Server component: the names and rules come translated from the API.
 */
import { getTranslations } from "next-intl/server";
import type { ProductPromotionData } from "@/lib/graphql/operations/products";
import styles from "./product-detail.module.css";

export async function ProductPromotions({ promotions }: { promotions: ProductPromotionData[] }) {
  if (promotions.length === 0) return null;
  const t = await getTranslations("product");
  return (
    <section
      className={styles.section}
      aria-labelledby="product-offers"
      data-testid="product-offers"
    >
      <h2 id="product-offers">{t("offers")}</h2>
      <ul className={styles.offers}>
        {promotions.map((promotion) => (
          <li key={promotion.code}>
            <strong>{promotion.name}</strong>
            {promotion.description ? <span> · {promotion.description}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
