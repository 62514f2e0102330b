"use client";
/**
 * The lines of an order (shopping §3 Order line): picture, name, colour and size from the
 * skuProperties JSON, gift and add-on tags, promotions, quantity, amount, and the refund state
 * the API attached by omsSkuCode (shopping §4 Refund status).
 */
import { useTranslations } from "next-intl";
import Image from "next/image";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import { PaidLinePrice } from "@/components/cart/paid-line-price";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { OrderLineData } from "@/lib/graphql/operations/orders";
import { parseSkuProperties, refundKey } from "./order-display";
import styles from "./orders.module.css";

export function OrderLines(props: { lines: OrderLineData[] }) {
  const t = useTranslations("orderDetail");
  const oneSize = useTranslations("common")("oneSize");
  return (
    <ul className={styles.lines}>
      {props.lines.map((line) => {
        const { color, size } = parseSkuProperties(line.skuProperties);
        const refund = refundKey(line.refundStatus);
        return (
          <li key={line.id} className={styles.line} data-testid="order-line">
            {line.image ? (
              <Image
                src={line.image}
                alt=""
                width={72}
                height={72}
                quality={IMAGE_QUALITY}
                className={styles.linePicture}
              />
            ) : (
              <span className={styles.linePicture} />
            )}
            <div>
              <p className={styles.lineName}>
                {line.isGift ? <span className={styles.tag}>{t("gift")}</span> : null}{" "}
                {line.lineType === "ATTACHED_PRODUCT" ? (
                  <span className={styles.tag}>{t("addOn")}</span>
                ) : null}{" "}
                {line.name}
              </p>
              <p className={styles.muted}>
                {color ? t("colour", { colour: color }) : null}
                {color && size ? " · " : null}
                {size ? t("size", { size: sizeLabel(size, oneSize) }) : null}
              </p>
              <p className={styles.muted}>{t("quantity", { quantity: line.quantity })}</p>
              {line.promotions.map((promotion) => (
                <p key={promotion.name} className={styles.muted}>
                  {promotion.name}
                </p>
              ))}
              {refund ? (
                <span className={styles.tag} data-testid="line-refund">
                  {t(`refund.${refund}`)}
                </span>
              ) : null}
            </div>
            <PaidLinePrice line={line} />
          </li>
        );
      })}
    </ul>
  );
}
