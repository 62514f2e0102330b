"use client";
/**
 * Changing a line's colour or size (shopping §4: "Changing a line's variant is an add of the new
 * variant plus a delete of the old", one cartItemUpdate call). The product's SKUs load only
 * when the picker opens. The quantity moves with the line, lowered to the new SKU's stock.
 */
import { useTranslations } from "next-intl";
import { useState } from "react";
import { OptionButton } from "@/components/catalog/option-button";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import {
  colourChoices,
  selectedSku,
  sizeChoices,
  widthChoices,
  type Selection,
} from "@/lib/domain/catalog/product-selection";
import { sizeLabel } from "@/lib/domain/catalog/size-label";
import { CART_LINE_MAX_QUANTITY } from "@/lib/domain/cart/constants";
import type { CartLineData } from "@/lib/graphql/operations/cart";
import { productByCode } from "@/lib/graphql/persisted/products";
import styles from "./cart.module.css";

export function VariantPicker(props: {
  line: CartLineData;
  onChoose(skuCode: string, quantity: number): void;
  onClose(): void;
}) {
  const t = useTranslations("cart");
  const oneSize = useTranslations("common")("oneSize");
  const { line } = props;
  const { data, loading, error } = useTransportQuery(productByCode, {
    variables: { codes: [line.spuCode], includeAttrs: false },
    ignoreErrors: true,
  });
  const [selection, setSelection] = useState<Selection>({
    color: line.sku.options.color.code,
    size: line.sku.options.size.code,
    width: line.sku.options.shoeWidth,
  });
  const skus = (data?.productByCode[0]?.skus ?? []).filter((sku) => sku.isEnabled);

  if (loading) {
    return (
      <p className={styles.picker} aria-busy="true">
        {t("loadingVariants")}
      </p>
    );
  }
  if (error || skus.length === 0) {
    return (
      <p className={styles.picker} role="status">
        {t("variantsUnavailable")}{" "}
        <button type="button" className={styles.textButton} onClick={props.onClose}>
          {t("cancel")}
        </button>
      </p>
    );
  }

  const widths = widthChoices(skus, selection.color);
  const sizes = sizeChoices(skus, selection.color, selection.width);
  const sku = selectedSku(skus, selection);
  const canChoose = sku !== null && sku.inventory > 0 && sku.code !== line.sku.code;

  return (
    <div className={styles.picker} data-testid="variant-picker">
      <fieldset className={styles.pickerGroup}>
        <legend>{t("colour")}</legend>
        {colourChoices(skus).map((colour) => (
          <OptionButton
            key={colour.code}
            swatch={colour.rgb}
            title={colour.name}
            label={colour.available ? colour.name : t("soldOutNamed", { name: colour.name })}
            selected={colour.code === selection.color}
            onClick={() => setSelection({ color: colour.code, size: null, width: null })}
          />
        ))}
      </fieldset>
      {widths.length > 0 ? (
        <fieldset className={styles.pickerGroup}>
          <legend>{t("width")}</legend>
          {widths.map((width) => (
            <OptionButton
              key={width}
              selected={width === selection.width}
              onClick={() => setSelection({ ...selection, width, size: null })}
            >
              {width}
            </OptionButton>
          ))}
        </fieldset>
      ) : null}
      <fieldset className={styles.pickerGroup}>
        <legend>{t("size")}</legend>
        {sizes.map((size) => (
          <OptionButton
            key={size.code}
            disabled={!size.available}
            selected={size.code === selection.size}
            onClick={() => setSelection({ ...selection, size: size.code })}
          >
            {sizeLabel(size.label, oneSize)}
          </OptionButton>
        ))}
      </fieldset>
      <div className={styles.pickerActions}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!canChoose}
          onClick={() => {
            if (!sku) return;
            props.onChoose(
              sku.code,
              Math.max(1, Math.min(line.quantity, sku.inventory, CART_LINE_MAX_QUANTITY)),
            );
          }}
        >
          {t("updateVariant")}
        </button>
        <button type="button" className={styles.textButton} onClick={props.onClose}>
          {t("cancel")}
        </button>
      </div>
    </div>
  );
}
