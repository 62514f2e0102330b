/**
 * A shared bag as its recipient sees it (shopping §2 Shared cart, §3 Cart share): who shared
 * it, then each line with picture, title, colour and size, quantity and whether it can still
 * be bought. A server component; only the add button is an island.
 */
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { Locale } from "@/lib/domain/locales";
import type { CartShareItemData } from "@/lib/graphql/operations/cart";
import { productHref } from "./product-href";
import { CartShareAdd } from "./cart-share-add";
import styles from "./cart.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export async function CartShareView(props: {
  locale: Locale;
  operatorName: string;
  content: CartShareItemData[];
}) {
  const t = await getTranslations({ locale: props.locale, namespace: "cartShare" });
  const oneSize = (await getTranslations({ locale: props.locale, namespace: "common" }))("oneSize");
  const available = props.content.filter((item) => item.available && item.sku);
  return (
    <>
      <p className={styles.muted} data-testid="cart-share-operator">
        {props.operatorName ? t("sharedBy", { name: props.operatorName }) : t("sharedAnonymously")}
      </p>
      <ul className={styles.lines} data-testid="cart-share-lines">
        {props.content.map((item) => {
          const product = item.sku?.product ?? null;
          const image = product?.images[0];
          const title = product?.title ?? item.skuCode;
          return (
            <li
              key={item.skuCode}
              className={styles.line}
              data-testid="cart-share-line"
              data-available={String(item.available)}
            >
              <span />
              <span className={styles.linePicture}>
                {image ? (
                  <Image src={image.url} alt="" fill sizes="96px" quality={IMAGE_QUALITY} />
                ) : null}
              </span>
              <div className={styles.lineBody}>
                <p className={styles.lineTitle}>
                  {product ? <ShopLink href={productHref(product.code)}>{title}</ShopLink> : title}
                </p>
                {item.sku ? (
                  <p className={styles.lineOptions}>
                    {t("options", {
                      colour: item.sku.options.color.name,
                      size: sizeLabel(item.sku.options.size.label, oneSize),
                    })}
                  </p>
                ) : null}
                <p className={styles.quantityText}>{t("quantity", { quantity: item.quantity })}</p>
                {!item.available ? <p className={styles.lineReason}>{t("unavailable")}</p> : null}
              </div>
              <span />
            </li>
          );
        })}
      </ul>
      <div className={styles.shareActions}>
        <CartShareAdd
          lines={available.map((item) => ({ skuCode: item.skuCode, quantity: item.quantity }))}
        />
        {available.length === 0 ? <p className={styles.muted}>{t("noneAvailable")}</p> : null}
      </div>
    </>
  );
}
