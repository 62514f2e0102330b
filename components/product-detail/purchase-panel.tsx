"use client";
/**
 * Choosing and buying (shopping §2 Product detail, §5): colour swatches, widths and sizes in
 * the spec's order, the chosen SKU's stock state, quantity, add to bag, arrival notice for a
 * size that cannot be bought, favourite and share. The choice lives in the URL
 * (?color=&size=&width=), so it survives a reload and can be shared; the gallery follows the
 * colour.
 */
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { CompareToggle } from "@/components/catalog/compare-toggle";
import { Price } from "@/components/catalog/price";
import {
  colourChoices,
  galleryItems,
  normaliseSelection,
  selectedSku,
  sizeChoices,
  stockState,
  widthChoices,
  type Selection,
} from "@/lib/domain/catalog/product-selection";
import { CART_LINE_MAX_QUANTITY } from "@/lib/domain/spec-constants";
import type { ProductDetailData } from "@/lib/graphql/operations/products";
import { useState } from "react";
import { ArrivalNoticeForm } from "./arrival-notice-form";
import { Gallery } from "./gallery";
import { FavoriteButton, ShareButton } from "./product-actions";
import styles from "./product-detail.module.css";

export function PurchasePanel(props: { product: ProductDetailData; initial: Selection }) {
  const t = useTranslations("product");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { product } = props;
  const selection = searchParams.has("color")
    ? normaliseSelection(product.skus, {
        color: searchParams.get("color"),
        size: searchParams.get("size"),
        width: searchParams.get("width"),
      })
    : props.initial;
  const [quantity, setQuantity] = useState(1);

  const choose = (change: Partial<Selection>) => {
    const next = normaliseSelection(product.skus, { ...selection, ...change });
    const query = new URLSearchParams();
    if (next.color) query.set("color", next.color);
    if (next.width) query.set("width", next.width);
    if (next.size) query.set("size", next.size);
    router.replace(`${pathname}?${query.toString()}`, { scroll: false });
  };

  const colours = colourChoices(product.skus);
  const widths = widthChoices(product.skus, selection.color);
  const sizes = sizeChoices(product.skus, selection.color, selection.width);
  const sku = selectedSku(product.skus, selection);
  const state = stockState(sku, product.onShelves);
  const buyable = state?.kind === "IN_STOCK" || state?.kind === "LIMITED";
  const maxQuantity = Math.min(CART_LINE_MAX_QUANTITY, sku?.inventory ?? 1);
  const colourName = colours.find((colour) => colour.code === selection.color)?.name ?? "";
  const reason = !product.onShelves
    ? t("offShelf")
    : widths.length > 0 && !selection.width
      ? t("chooseWidth")
      : !sku
        ? t("chooseSize")
        : !buyable
          ? t("soldOut")
          : null;

  return (
    <div className={styles.top}>
      <Gallery title={product.title} items={galleryItems(product.images, selection.color)} />
      <div className={styles.panel}>
        <p className={styles.brand}>{product.brandList[0]?.name}</p>
        <h1 className={styles.title}>{product.title}</h1>
        {product.subTitle ? <p className={styles.subTitle}>{product.subTitle}</p> : null}
        <p className={styles.code}>{t("code", { code: product.code })}</p>
        {product.labels.length > 0 || product.isNewIn ? (
          <ul className={styles.labels}>
            {product.isNewIn ? <li>{t("newIn")}</li> : null}
            {product.labels.map((label) => (
              <li key={label.code}>{label.frontName}</li>
            ))}
          </ul>
        ) : null}
        <Price
          size="large"
          salePrice={sku?.salePrice ?? product.salePrice}
          listPrice={sku?.listPrice ?? product.listPrice}
          discountPercentage={product.discountPercentage}
        />

        {!product.onShelves ? (
          <p className={styles.offShelf} role="status" data-testid="stock-state">
            <strong>{t("offShelf")}</strong> {t("offShelfNotice")}
          </p>
        ) : (
          <>
            <fieldset className={styles.options}>
              <legend>
                {t("color")}: <span data-testid="chosen-colour">{colourName}</span>
              </legend>
              <div className={styles.swatches}>
                {colours.map((colour) => (
                  <button
                    key={colour.code}
                    type="button"
                    className={styles.swatch}
                    style={{ background: colour.rgb }}
                    aria-pressed={colour.code === selection.color}
                    aria-label={
                      colour.available ? colour.name : t("unavailableColour", { name: colour.name })
                    }
                    title={colour.name}
                    data-colour={colour.code}
                    onClick={() => choose({ color: colour.code, size: selection.size })}
                  />
                ))}
              </div>
            </fieldset>
            {widths.length > 0 ? (
              <fieldset className={styles.options}>
                <legend>{t("width")}</legend>
                <div className={styles.sizes}>
                  {widths.map((width) => (
                    <button
                      key={width}
                      type="button"
                      className={styles.size}
                      aria-pressed={width === selection.width}
                      onClick={() => choose({ width })}
                    >
                      {width}
                    </button>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <fieldset className={styles.options}>
              <legend>{t("size")}</legend>
              <div className={styles.sizes}>
                {sizes.map((size) => (
                  <button
                    key={size.code}
                    type="button"
                    className={`${styles.size} ${size.available ? "" : styles.sizeUnavailable}`}
                    aria-pressed={size.code === selection.size}
                    data-size={size.code}
                    onClick={() => choose({ size: size.code })}
                  >
                    {size.label}
                  </button>
                ))}
              </div>
            </fieldset>
            {state ? (
              <p className={styles.stock} data-testid="stock-state" data-state={state.kind}>
                {state.kind === "IN_STOCK"
                  ? t("inStock", { count: state.display })
                  : state.kind === "LIMITED"
                    ? t("limited")
                    : t("soldOut")}
              </p>
            ) : null}
            <div className={styles.buy}>
              <div className={styles.stepper} role="group" aria-label={t("quantity")}>
                <button
                  type="button"
                  aria-label={t("decrease")}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity(quantity - 1)}
                >
                  −
                </button>
                <output aria-live="polite">{quantity}</output>
                <button
                  type="button"
                  aria-label={t("increase")}
                  disabled={quantity >= maxQuantity}
                  onClick={() => setQuantity(quantity + 1)}
                >
                  +
                </button>
              </div>
              <AddToCartButton
                className={styles.primaryButton}
                skuCode={buyable && sku ? sku.code : null}
                // A size with less stock than the quantity chosen before: as many as there are.
                quantity={Math.max(1, Math.min(quantity, maxQuantity))}
                describedBy={reason ? "buy-reason" : undefined}
              />
            </div>
            {reason ? (
              <p id="buy-reason" className={styles.reason}>
                {reason}
              </p>
            ) : null}
            {sku && !buyable ? <ArrivalNoticeForm key={sku.code} skuCode={sku.code} /> : null}
          </>
        )}
        <div className={styles.actions}>
          <FavoriteButton skuCode={sku?.code ?? null} favoriteId={sku?.favorite?.id ?? null} />
          <ShareButton title={product.title} />
          <CompareToggle code={product.code} />
        </div>
      </div>
    </div>
  );
}
