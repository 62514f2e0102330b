/**
 * The colour line of a product card and a search-preview card: swatches and the colour names,
 * so cards of one style's colour products read as colours of it, not as duplicates (ADR 0016).
 * Inside the card's link, so the link's name says the colour too.
 */
import { useTranslations } from "next-intl";
import type { Colour } from "@/lib/domain/catalog/colourways";
import styles from "./card-colours.module.css";

/** A named colour of a card: its code stays on the server (the page carries 30 cards). */
export type CardColour = Pick<Colour, "name" | "rgb">;

/** `colours` are the ones the card names (cardColours), `more` how many it does not. */
export function CardColours(props: {
  colours: readonly CardColour[];
  more: number;
  className?: string;
}) {
  const t = useTranslations("productCard");
  const { colours, more } = props;
  const names = colours.map((colour) => colour.name);
  if (names.length === 0) return null;
  return (
    <span
      className={props.className ? `${styles.colours} ${props.className}` : styles.colours}
      data-testid="card-colours"
    >
      <span aria-hidden="true">
        {colours.map((colour, index) => (
          // A static list: two codes may share a name and a swatch.
          <span key={index} style={{ background: colour.rgb }} />
        ))}
      </span>
      <span>{t("colourNames", { names: names.join(t("colourSeparator")), more })}</span>
    </span>
  );
}
