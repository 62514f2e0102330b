"use client";
/**
 * The mini cart drawer (shopping §2; accounts §4 Mini cart): loads `miniCart` each time it
 * opens and shows only while purchasable items exist. Rows open the product in a new tab
 * (shopping §2: "Product links from the mini cart open the detail page in a new tab"), each
 * with remove; the total label gives the item count and the total; "View bag and checkout"
 * goes to the bag and closes the drawer.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { runMutation } from "@/lib/client/operations";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { Locale } from "@/lib/domain/locales";
import type { MiniCartData } from "@/lib/graphql/operations/cart";
import { cartDelete, miniCart } from "@/lib/graphql/persisted/cart";
import { formatMoney } from "@/lib/i18n/money";
import { productHref } from "./product-href";
import { linePriceView } from "./line-price";
import styles from "./mini-cart.module.css";

export function MiniCart(props: { id: string; onClose(): void }) {
  const t = useTranslations("miniCart");
  const cartText = useTranslations("cart");
  const oneSize = useTranslations("common")("oneSize");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const client = useShopTransport();
  const store = useUiStoreApi();
  const query = useTransportQuery(miniCart, { ignoreErrors: true });
  // After a remove, the payload's recalculated cart replaces what the query brought.
  const [changed, setChanged] = useState<MiniCartData | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const data = changed ?? query.data?.miniCart ?? null;
  const empty = data !== null && data.ableCartItems.length === 0;
  const { onClose } = props;

  useEffect(() => {
    if (data) store.getState().setCartCount(data.totalQuantity);
  }, [data, store]);

  // "Shows only when purchasable items exist": nothing to show closes it, cooldown included.
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);

  if (!data || empty) return null;

  const remove = async (lineId: string) => {
    setRemoving(lineId);
    try {
      const result = await runMutation(
        client,
        cartDelete,
        { lineIds: [lineId] },
        { serverErrorMessage, loading: true },
      );
      const next = result.cartDelete.cart;
      if (next) setChanged(next);
    } catch (error) {
      // shopping §8: "Failed cart deletion is only logged."
      console.warn("cartDelete failed", error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div
      id={props.id}
      className={styles.drawer}
      role="region"
      aria-label={t("title")}
      data-testid="mini-cart"
    >
      <ul className={styles.rows}>
        {data.ableCartItems.map((line) => {
          const image = line.sku.product?.images[0];
          const price = linePriceView(line);
          return (
            <li
              key={line.lineId}
              className={styles.row}
              data-testid="mini-cart-row"
              data-line-type={line.lineType}
            >
              <a
                href={productHref(line.spuCode)}
                target="_blank"
                rel="noopener"
                className={styles.rowLink}
              >
                <span className={styles.picture}>
                  {image ? (
                    <Image src={image.url} alt="" fill sizes="64px" quality={IMAGE_QUALITY} />
                  ) : null}
                </span>
                <span className={styles.rowText}>
                  <span className={styles.title}>
                    {line.lineType === "GIFT" ? (
                      <span className={styles.tag}>{cartText("giftTag")}</span>
                    ) : null}
                    {line.spuTitle}
                  </span>
                  <span className={styles.muted}>
                    {line.sku.options.color.name} ·{" "}
                    {sizeLabel(line.sku.options.size.label, oneSize)}
                  </span>
                  <span className={styles.muted}>
                    {cartText("quantityValue", { quantity: line.quantity })}
                  </span>
                  <span className={styles.price}>{formatMoney(price.total, locale)}</span>
                </span>
              </a>
              {line.lineType !== "GIFT" ? (
                <button
                  type="button"
                  className={styles.remove}
                  disabled={removing !== null}
                  aria-label={cartText("removeNamed", { title: line.spuTitle })}
                  onClick={() => void remove(line.lineId)}
                >
                  {cartText("remove")}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <MiniCartNudges data={data} />
      <p className={styles.total} data-testid="mini-cart-total">
        {t("total", {
          count: data.calculation.itemCount,
          total: formatMoney(data.calculation.amount, locale),
        })}
      </p>
      <button
        type="button"
        className={styles.viewButton}
        onClick={() => {
          props.onClose();
          router.push("/cart");
        }}
      >
        {t("viewBag")}
      </button>
    </div>
  );
}

/** Issue 4 §4 Nudges: what is missing for an activity or free delivery, as the API words it. */
function MiniCartNudges({ data }: { data: MiniCartData }) {
  const nudges = [
    ...data.activities.filter((activity) => !activity.reached && activity.nudge),
    ...(data.calculation.freeFreightNudge
      ? [{ id: "free-delivery", nudge: data.calculation.freeFreightNudge }]
      : []),
  ];
  if (nudges.length === 0) return null;
  return (
    <ul className={styles.nudges} data-testid="mini-cart-nudges">
      {nudges.map((item) => (
        <li key={item.id}>{item.nudge}</li>
      ))}
    </ul>
  );
}
