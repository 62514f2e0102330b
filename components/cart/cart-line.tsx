"use client";
/**
 * One line of the bag (shopping §2 Cart page, §3 Cart line, §5): picture, title to the product
 * page, colour and size, prices, and what the shopper may do with it. A purchasable line has
 * its tick, quantity, variant change and remove; a gift (GIFT) only its tag, because the
 * activity decides it; an add-on (ATTACHED_PRODUCT) its tag and no variant change, because the
 * offer is for that SKU. A line in the unavailable section says why and can be removed; one
 * that only asks for more than is left keeps its stepper, so it can be lowered back into the
 * bag. Only presents: the cart view owns the calls.
 */
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import { CART_LINE_MAX_QUANTITY } from "@/lib/domain/cart/constants";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { CartLineData } from "@/lib/graphql/operations/cart";
import { CartLinePrice } from "./cart-line-price";
import { disabledReasonKey } from "./disabled-reason";
import { productHref } from "./product-href";
import { QuantityStepper } from "./quantity-stepper";
import { VariantPicker } from "./variant-picker";
import styles from "./cart.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export interface CartLineActions {
  onSelect(line: CartLineData, selected: boolean): void;
  onQuantity(line: CartLineData, quantity: number): void;
  onVariant(line: CartLineData, newSkuCode: string, quantity: number): void;
  onRemove(line: CartLineData): void;
}

export function lineMaxQuantity(line: CartLineData): number {
  return Math.min(CART_LINE_MAX_QUANTITY, line.sku.inventory);
}

export function CartLine(props: {
  line: CartLineData;
  section: "able" | "disabled";
  busy: boolean;
  actions: CartLineActions;
}) {
  const t = useTranslations("cart");
  const oneSize = useTranslations("common")("oneSize");
  const { line, actions } = props;
  const [picking, setPicking] = useState(false);
  const able = props.section === "able";
  const isGift = line.lineType === "GIFT";
  const image = line.sku.product?.images[0];
  const reason = disabledReasonKey(line.disabledReason);
  // Disabled for asking more than is left: one step down makes it buyable again.
  const reducible =
    !able && line.sku.isEnabled && line.sku.inventory > 0 && line.quantity > line.sku.inventory;
  const options = line.sku.options;

  return (
    <li
      className={styles.line}
      data-testid="cart-line"
      data-line-type={line.lineType}
      data-sku={line.sku.code}
      data-selected={able && !isGift ? String(line.selected) : undefined}
    >
      <div className={styles.lineTick}>
        {able && !isGift ? (
          <input
            type="checkbox"
            checked={line.selected}
            disabled={props.busy}
            aria-label={t("selectLine", { title: line.spuTitle })}
            onChange={(event) => actions.onSelect(line, event.target.checked)}
          />
        ) : null}
      </div>
      {/* The title links too: the picture's link stays out of the tab order and the reading. */}
      <ShopLink
        href={productHref(line.spuCode)}
        className={styles.linePicture}
        tabIndex={-1}
        aria-hidden="true"
      >
        {image ? <Image src={image.url} alt="" fill sizes="96px" quality={IMAGE_QUALITY} /> : null}
      </ShopLink>
      <div className={styles.lineBody}>
        <p className={styles.lineTitle}>
          {isGift ? <span className={styles.tag}>{t("giftTag")}</span> : null}
          {line.lineType === "ATTACHED_PRODUCT" ? (
            <span className={styles.tag}>{t("addOnTag")}</span>
          ) : null}
          <ShopLink href={productHref(line.spuCode)}>{line.spuTitle}</ShopLink>
        </p>
        <p className={styles.lineOptions} data-testid="line-options">
          {t("colourValue", { colour: options.color.name })}
          {" · "}
          {t("sizeValue", { size: sizeLabel(options.size.label, oneSize) })}
          {options.shoeWidth ? ` · ${t("widthValue", { width: options.shoeWidth })}` : null}
        </p>
        {!able ? (
          <p className={styles.lineReason} data-testid="disabled-reason" data-reason={reason}>
            {reducible
              ? t("disabledReason.notEnough", { count: line.sku.inventory })
              : t(`disabledReason.${reason}`)}
          </p>
        ) : null}
        <div className={styles.lineControls}>
          {!isGift && (able || reducible) ? (
            <QuantityStepper
              value={line.quantity}
              max={lineMaxQuantity(line)}
              disabled={props.busy}
              label={t("quantityOf", { title: line.spuTitle })}
              onChange={(quantity) => actions.onQuantity(line, quantity)}
            />
          ) : (
            <span className={styles.quantityText}>
              {t("quantityValue", { quantity: line.quantity })}
            </span>
          )}
          {able && line.lineType === "SALABLE_PRODUCT" ? (
            <button
              type="button"
              className={styles.textButton}
              aria-expanded={picking}
              disabled={props.busy}
              onClick={() => setPicking(!picking)}
            >
              {t("changeVariant")}
            </button>
          ) : null}
          {!isGift ? (
            <button
              type="button"
              className={styles.textButton}
              disabled={props.busy}
              aria-label={t("removeNamed", { title: line.spuTitle })}
              onClick={() => actions.onRemove(line)}
            >
              {t("remove")}
            </button>
          ) : null}
        </div>
        {picking ? (
          <VariantPicker
            line={line}
            onClose={() => setPicking(false)}
            onChoose={(skuCode, quantity) => {
              setPicking(false);
              actions.onVariant(line, skuCode, quantity);
            }}
          />
        ) : null}
      </div>
      <CartLinePrice line={line} />
    </li>
  );
}
