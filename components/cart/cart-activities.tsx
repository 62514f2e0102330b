"use client";
/**
 * The bag's promotions (shopping §2 Cart page, §3 Cart activity): each with its name, rule,
 * whether it is reached, what it saves and, when the API says what is missing, the nudge.
 * A PRESENT activity lists its gifts; an EXCHANGE activity lists its add-on products, 30 at a
 * time, each with an Add button that stays disabled, with the reason beside it, while add-ons
 * cannot be added: below the activity's threshold, or while the bag has markup disallowed
 * (§4 Cart calculation: after a markup error "markup is disabled"; §8: "add-on not allowed
 * until a designated amount is in the bag"). One rule, `addOnLocked`, for the button and the
 * reason, so the bag never says add-ons are locked beside an active Add button.
 */
import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { Locale } from "@/lib/domain/locales";
import type { CartActivityData, ExchangeProductData } from "@/lib/graphql/operations/cart";
import { amountToCents, formatMoney } from "@/lib/i18n/money";
import { productHref } from "./product-href";
import type { ExchangePages } from "./use-cart";
import styles from "./cart.module.css";
import { ShopLink } from "@/components/layout/shop-link";

/** The first page the cart brought, then the pages loaded since, each SKU once. */
export function exchangeEdges(
  activity: CartActivityData,
  pages: ExchangePages,
): { edges: { cursor: string; node: ExchangeProductData }[]; hasNextPage: boolean } {
  const more = pages[activity.id];
  const seen = new Set<string>();
  const edges = [...activity.exchangeProducts.edges, ...(more?.edges ?? [])].filter((edge) => {
    if (seen.has(edge.node.sku.code)) return false;
    seen.add(edge.node.sku.code);
    return true;
  });
  return { edges, hasNextPage: (more ?? activity.exchangeProducts).pageInfo.hasNextPage };
}

/** Whether an activity's add-ons cannot be added now. */
export function addOnLocked(activity: Pick<CartActivityData, "reached">, markupNotAllow: boolean) {
  return !activity.reached || markupNotAllow;
}

export function CartActivities(props: {
  activities: CartActivityData[];
  markupNotAllow: boolean;
  exchangePages: ExchangePages;
  busy: boolean;
  onAddExchange(activity: CartActivityData, skuCode: string): void;
  onMoreExchange(activity: CartActivityData): void;
}) {
  const t = useTranslations("cart");
  const oneSize = useTranslations("common")("oneSize");
  const locale = useLocale() as Locale;
  if (props.activities.length === 0) return null;
  return (
    <section className={styles.activities} aria-labelledby="cart-activities">
      <h2 id="cart-activities" className={styles.sectionTitle}>
        {t("activities")}
      </h2>
      <ul className={styles.activityList}>
        {props.activities.map((activity) => {
          const exchange = exchangeEdges(activity, props.exchangePages);
          const locked = addOnLocked(activity, props.markupNotAllow);
          const saved = amountToCents(activity.promoRewardAmount.amount) > 0;
          return (
            <li
              key={activity.id}
              className={styles.activity}
              data-testid="cart-activity"
              data-type={activity.type}
              data-reached={String(activity.reached)}
            >
              <p className={styles.activityHead}>
                <strong>{activity.name}</strong>{" "}
                <span className={activity.reached ? styles.reached : styles.notReached}>
                  {activity.reached ? t("reached") : t("notReached")}
                </span>
              </p>
              <p className={styles.muted}>{activity.ruleDesc}</p>
              {saved ? (
                <p data-testid="activity-saving">
                  {t("activitySaving", {
                    amount: formatMoney(activity.promoRewardAmount, locale),
                  })}
                </p>
              ) : null}
              {activity.nudge ? (
                <p className={styles.nudge} data-testid="activity-nudge">
                  {activity.nudge}
                </p>
              ) : null}
              {activity.gifts.length > 0 ? (
                <ul className={styles.gifts} aria-label={t("gifts")}>
                  {activity.gifts.map(({ gift }) => (
                    <li key={gift.sku.code} data-testid="activity-gift">
                      <span className={styles.tag}>{t("giftTag")}</span> {gift.name}{" "}
                      {t("quantityValue", { quantity: gift.quantity })}
                    </li>
                  ))}
                </ul>
              ) : null}
              {exchange.edges.length > 0 ? (
                <div className={styles.exchange}>
                  <p className={styles.exchangeTitle}>{t("addOnTitle")}</p>
                  {locked ? (
                    <p
                      className={styles.muted}
                      id={`addon-locked-${activity.id}`}
                      data-testid="addon-locked"
                    >
                      {t("addOnLocked")}
                    </p>
                  ) : null}
                  <ul className={styles.exchangeList}>
                    {exchange.edges.map(({ node }) => {
                      const image = node.sku.product?.images[0];
                      const title = node.sku.product?.title ?? node.sku.code;
                      return (
                        <li
                          key={node.sku.code}
                          className={styles.exchangeItem}
                          data-testid="exchange-product"
                          data-sku={node.sku.code}
                        >
                          <span className={styles.exchangePicture}>
                            {image ? (
                              <Image
                                src={image.url}
                                alt=""
                                fill
                                sizes="64px"
                                quality={IMAGE_QUALITY}
                              />
                            ) : null}
                          </span>
                          <span className={styles.exchangeText}>
                            {node.sku.product ? (
                              <ShopLink href={productHref(node.sku.product.code)}>{title}</ShopLink>
                            ) : (
                              title
                            )}
                            <span className={styles.muted}>
                              {node.sku.options.color.name} ·{" "}
                              {sizeLabel(node.sku.options.size.label, oneSize)}
                            </span>
                            {/* An add-on is a markup item: its price, never a struck one (§5). */}
                            <strong>
                              {t("addOnPrice", { price: formatMoney(node.addCartPrice, locale) })}
                            </strong>
                          </span>
                          <button
                            type="button"
                            className={styles.secondaryButton}
                            disabled={locked || props.busy}
                            aria-describedby={locked ? `addon-locked-${activity.id}` : undefined}
                            aria-label={t("addOnNamed", { title })}
                            onClick={() => props.onAddExchange(activity, node.sku.code)}
                          >
                            {t("addOn")}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                  {exchange.hasNextPage ? (
                    <button
                      type="button"
                      className={styles.textButton}
                      disabled={props.busy}
                      onClick={() => props.onMoreExchange(activity)}
                    >
                      {t("moreAddOns")}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
