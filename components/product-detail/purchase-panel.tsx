"use client";
/**
 * Choosing and buying (shopping §2 Product detail, §5): the style's colours, widths and sizes in
 * the spec's order, the chosen SKU's stock state, quantity, add to bag, arrival notice for a
 * size that cannot be bought, favourite and share. The choice lives in the URL
 * (?color=&size=&width=), so it survives a reload and can be shared; the gallery follows the
 * colour. The server reads the URL into `initial`; colours, widths and sizes are links to the
 * URL of the next choice, so a tap made before hydration is a plain navigation, never lost.
 */
import { useTranslations } from "next-intl";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { OptionButton } from "@/components/catalog/option-button";
import { CompareToggle } from "@/components/catalog/compare-toggle";
import { ShopperPrice } from "@/components/catalog/shopper-prices";
import { productBadges } from "@/lib/domain/catalog/badges";
import { styleColourChoices } from "@/lib/domain/catalog/colourways";
import {
  galleryItems,
  normaliseSelection,
  selectedSku,
  selectionHref,
  sizeChoices,
  stockState,
  widthChoices,
  type Selection,
} from "@/lib/domain/catalog/product-selection";
import { CART_LINE_MAX_QUANTITY } from "@/lib/domain/cart/constants";
import { useState } from "react";
import { ArrivalNoticeForm } from "./arrival-notice-form";
import type { PurchasePanelProduct } from "./purchase-panel-product";
import { ColourPicker } from "./colour-picker";
import { Gallery } from "./gallery";
import { FavoriteButton, ShareButton } from "./product-actions";
import styles from "./product-detail.module.css";

export function PurchasePanel(props: { product: PurchasePanelProduct; initial: Selection }) {
  const t = useTranslations("product");
  const { product, initial: selection } = props;
  const [quantity, setQuantity] = useState(1);

  /** The URL of the selection with this change (a size or width the colour lacks is dropped). */
  const choiceHref = (change: Partial<Selection>) =>
    selectionHref(product.code, normaliseSelection(product.skus, { ...selection, ...change }));

  const colours = styleColourChoices(product);
  const badges = productBadges(product, t("newIn"));
  const widths = widthChoices(product.skus, selection.color);
  const sizes = sizeChoices(product.skus, selection.color, selection.width);
  const sku = selectedSku(product.skus, selection);
  const state = stockState(sku, product.onShelves);
  const buyable = state?.kind === "IN_STOCK" || state?.kind === "LIMITED";
  const maxQuantity = Math.min(CART_LINE_MAX_QUANTITY, sku?.inventory ?? 1);
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
        {badges.length > 0 ? (
          <ul className={styles.labels} data-testid="product-badges">
            {badges.map((badge) => (
              <li key={badge.code}>{badge.text}</li>
            ))}
          </ul>
        ) : null}
        <ShopperPrice
          productCode={product.code}
          skuCode={sku?.code}
          size="large"
          salePrice={sku?.salePrice ?? product.salePrice}
          listPrice={sku?.listPrice ?? product.listPrice}
          discountPercentage={product.discountPercentage}
        />

        {/* Off shelf too: the style's other colours may still be on sale. */}
        <ColourPicker
          productCode={product.code}
          skus={product.skus}
          choices={colours}
          selection={selection}
        />
        {!product.onShelves ? (
          <p className={styles.offShelf} role="status" data-testid="stock-state">
            <strong>{t("offShelf")}</strong> {t("offShelfNotice")}
          </p>
        ) : (
          <>
            {widths.length > 0 ? (
              <fieldset className={styles.options}>
                <legend>{t("width")}</legend>
                <div className={styles.sizes}>
                  {widths.map((width) => (
                    <OptionButton
                      key={width}
                      href={choiceHref({ width })}
                      replace
                      scroll={false}
                      selected={width === selection.width}
                      data-width={width}
                    >
                      {width}
                    </OptionButton>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <fieldset className={styles.options}>
              <legend>{t("size")}</legend>
              <div className={styles.sizes}>
                {sizes.map((size) => (
                  <OptionButton
                    key={size.code}
                    href={choiceHref({ size: size.code })}
                    replace
                    scroll={false}
                    selected={size.code === selection.size}
                    unavailable={!size.available}
                    data-size={size.code}
                  >
                    {size.label}
                  </OptionButton>
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
