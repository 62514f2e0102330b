/**
 * One choice of a product's colour, width or size, styled once for the product page and the
 * bag's variant picker (issue 13 item 5). With `href` it is a link (the product page, whose
 * choice lives in the URL, so a tap before hydration is a plain navigation); with `onClick` a
 * button (the bag's picker). A colour is a swatch filled with `swatch` and named by its label; a
 * width or size shows its text, struck through when `unavailable`.
 */
import type { ReactNode } from "react";
import styles from "./option-button.module.css";
import { ShopLink } from "@/components/layout/shop-link";

type DataAttributes = { [key: `data-${string}`]: string | undefined };

type OptionButtonProps = DataAttributes & {
  /** A colour's CSS fill: the option is a swatch. Without it, the option shows `children`. */
  swatch?: string;
  selected: boolean;
  /** A size or width that cannot be bought in this selection. */
  unavailable?: boolean;
  label?: string;
  title?: string;
  children?: ReactNode;
} & (
    | { href: string; replace?: boolean; scroll?: boolean; onClick?: never; disabled?: never }
    | { href?: never; replace?: never; scroll?: never; onClick(): void; disabled?: boolean }
  );

export function OptionButton(props: OptionButtonProps) {
  const {
    swatch,
    selected,
    unavailable = false,
    label,
    title,
    children,
    href,
    onClick,
    disabled,
    replace,
    scroll,
    ...data
  } = props;
  const className = [
    styles.option,
    swatch === undefined ? styles.text : styles.swatch,
    unavailable ? styles.unavailable : "",
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    ...data,
    className,
    style: swatch === undefined ? undefined : { background: swatch },
    title,
    "aria-label": label,
  };
  if (href !== undefined) {
    return (
      <ShopLink
        {...common}
        href={href}
        replace={replace}
        scroll={scroll}
        aria-current={selected ? "true" : undefined}
      >
        {children}
      </ShopLink>
    );
  }
  return (
    <button {...common} type="button" disabled={disabled} aria-pressed={selected} onClick={onClick}>
      {children}
    </button>
  );
}
