/**
 * The colour row of the product page: every colour of the style (ADR 0016), as links. A colour
 * of this product chooses it here (the choice lives in the URL, keeping the size where it
 * fits); a colour of another colour product of the style opens that product with the colour
 * chosen. Links, not buttons, so a tap works before the page's script has hydrated.
 */
import { useTranslations } from "next-intl";
import { OptionButton } from "@/components/catalog/option-button";
import type { StyleColourChoice } from "@/lib/domain/catalog/colourways";
import {
  normaliseSelection,
  selectionHref,
  type SelectableSku,
  type Selection,
} from "@/lib/domain/catalog/product-selection";
import styles from "./product-detail.module.css";

export function ColourPicker(props: {
  productCode: string;
  skus: readonly SelectableSku[];
  choices: readonly StyleColourChoice[];
  selection: Selection;
}) {
  const t = useTranslations("product");
  const { selection } = props;
  const chosen = props.choices.find((choice) => choice.own && choice.code === selection.color);
  return (
    <fieldset className={styles.options}>
      <legend>
        {t("color")}: <span data-testid="chosen-colour">{chosen?.name ?? ""}</span>
      </legend>
      <div className={styles.swatches} data-testid="colour-choices">
        {props.choices.map((choice) => {
          const current = choice.own && choice.code === selection.color;
          const href = choice.own
            ? selectionHref(
                props.productCode,
                normaliseSelection(props.skus, { ...selection, color: choice.code }),
              )
            : selectionHref(choice.productCode, { color: choice.code });
          return (
            <OptionButton
              key={`${choice.productCode}:${choice.code}`}
              href={href}
              // Same product: the URL changes in place, as a choice, not a new page.
              replace={choice.own}
              scroll={!choice.own}
              swatch={choice.rgb}
              selected={current}
              label={choice.available ? choice.name : t("unavailableColour", { name: choice.name })}
              title={choice.name}
              data-colour={choice.code}
              data-product={choice.productCode}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
