"use client";
/**
 * The lines of an after-sales order (shopping §3 After-sales order lines): picture, name, colour
 * and size from skuProperties, gift tag, quantity, and the SKU an exchange sends instead.
 */
import { useTranslations } from "next-intl";
import Image from "next/image";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import type { AfterSalesOrderData } from "@/lib/graphql/operations/after-sales";
import { parseSkuProperties } from "@/components/orders/order-display";
import ordersStyles from "@/components/orders/orders.module.css";

export function AfterSalesLines(props: { lines: AfterSalesOrderData["lines"] }) {
  const t = useTranslations("afterSales.line");
  const oneSize = useTranslations("common")("oneSize");
  return (
    <ul className={ordersStyles.lines}>
      {props.lines.map((line) => {
        const { color, size } = parseSkuProperties(line.skuProperties);
        return (
          <li key={line.orderLineId} className={ordersStyles.line} data-testid="after-sales-line">
            {line.imageUrl ? (
              <Image
                src={line.imageUrl}
                alt=""
                width={72}
                height={72}
                quality={IMAGE_QUALITY}
                className={ordersStyles.linePicture}
              />
            ) : (
              <span className={ordersStyles.linePicture} />
            )}
            <div>
              <p className={ordersStyles.lineName}>
                {line.isGift ? <span className={ordersStyles.tag}>{t("gift")}</span> : null}{" "}
                {line.skuName}
              </p>
              <p className={ordersStyles.muted}>
                {color ? t("colour", { colour: color }) : null}
                {color && size ? " · " : null}
                {size ? t("size", { size: sizeLabel(size, oneSize) }) : null}
              </p>
              <p className={ordersStyles.muted}>{t("quantity", { quantity: line.quantity })}</p>
              {line.exchangeSkuCode ? (
                <p className={ordersStyles.muted}>
                  {t("exchangeFor", {
                    size: line.exchangeSizeLabel
                      ? sizeLabel(line.exchangeSizeLabel, oneSize)
                      : line.exchangeSkuCode,
                  })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
