/**
 * Choosing a variant on the product page (shopping §2 Product detail, §5): the colours in the
 * product's order, the sizes of the chosen colour in the spec's size order, shoe widths where
 * the product has them, the SKU they name, and its stock state: off shelf, sold out, limited
 * stock (10 or fewer, shown without a count) or in stock with the spec's "10+", "20+" count.
 * The gallery shows the chosen colour's pictures first, then the product's shared ones.
 * Pure: the page's server render and its client island use the same rules.
 */
import { STOCK_DISPLAY_STEP } from "./constants";
import { isVideoUrl } from "./media";
import { pathStateSegment, queryValuesOf } from "./path-state";
import { compareSizes } from "./size-order";
import { stockDisplayText } from "./stock-display";

export interface SelectableSku {
  code: string;
  isEnabled: boolean;
  inventory: number;
  options: {
    color: { code: string; name: string; rgb: string };
    size: { label: string; code: string };
    shoeWidth: string | null;
  };
}

export interface Selection {
  color: string | null;
  size: string | null;
  width: string | null;
}

export type StockState =
  | { kind: "OFF_SHELF" }
  | { kind: "SOLD_OUT" }
  | { kind: "LIMITED" }
  | { kind: "IN_STOCK"; display: string };

export interface ColourChoice {
  code: string;
  name: string;
  rgb: string;
  /** Some enabled SKU of the colour has stock. */
  available: boolean;
}

export interface SizeChoice {
  code: string;
  label: string;
  available: boolean;
}

function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = key(item);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

const buyable = (sku: SelectableSku) => sku.isEnabled && sku.inventory > 0;

export function colourChoices(skus: readonly SelectableSku[]): ColourChoice[] {
  return distinctBy(skus, (sku) => sku.options.color.code).map((sku) => ({
    code: sku.options.color.code,
    name: sku.options.color.name,
    rgb: sku.options.color.rgb,
    available: skus.some(
      (other) => other.options.color.code === sku.options.color.code && buyable(other),
    ),
  }));
}

export function widthChoices(skus: readonly SelectableSku[], color: string | null): string[] {
  return distinctBy(
    skus.filter((sku) => sku.options.shoeWidth && (!color || sku.options.color.code === color)),
    (sku) => sku.options.shoeWidth ?? "",
  ).map((sku) => sku.options.shoeWidth as string);
}

export function sizeChoices(
  skus: readonly SelectableSku[],
  color: string | null,
  width: string | null,
): SizeChoice[] {
  const matching = skus.filter(
    (sku) =>
      (!color || sku.options.color.code === color) && (!width || sku.options.shoeWidth === width),
  );
  return distinctBy(matching, (sku) => sku.options.size.code)
    .map((sku) => ({
      code: sku.options.size.code,
      label: sku.options.size.label,
      available: matching.some(
        (other) => other.options.size.code === sku.options.size.code && buyable(other),
      ),
    }))
    .sort((a, b) => compareSizes(a.label, b.label));
}

/**
 * The selection a URL asks for, made valid: an unknown colour becomes the first colour with
 * stock (else the first); a size or width the colour lacks is dropped.
 */
export function normaliseSelection(
  skus: readonly SelectableSku[],
  wanted: Partial<Selection>,
): Selection {
  const colours = colourChoices(skus);
  const color =
    colours.find((choice) => choice.code === wanted.color)?.code ??
    colours.find((choice) => choice.available)?.code ??
    colours[0]?.code ??
    null;
  const widths = widthChoices(skus, color);
  const width = wanted.width && widths.includes(wanted.width) ? wanted.width : null;
  const sizes = sizeChoices(skus, color, width);
  const onlySize = sizes.length === 1 ? sizes[0]!.code : null;
  const size = sizes.some((choice) => choice.code === wanted.size)
    ? (wanted.size as string)
    : onlySize;
  return { color, size, width };
}

/**
 * The product page URL of a selection. The choice lives in the URL, so the picker is made of
 * plain links that work before the page's script has loaded (and without it).
 */
function selectionQuery(selection: Partial<Selection>): string {
  const query = new URLSearchParams();
  if (selection.color) query.set("color", selection.color);
  if (selection.width) query.set("width", selection.width);
  if (selection.size) query.set("size", selection.size);
  return query.toString();
}

export function selectionHref(productCode: string, selection: Partial<Selection>): string {
  const search = selectionQuery(selection);
  return `/product/${encodeURIComponent(productCode)}${search ? `?${search}` : ""}`;
}

/** Longest option code kept from a URL; longer is no option of any product. */
const OPTION_CODE_MAX = 40;

/** The choice a URL's query names, as far as it can be one (product-selection keys only). */
export function selectionOfQuery(
  query: Readonly<Record<string, readonly string[] | undefined>>,
): Partial<Selection> {
  const value = (key: keyof Selection) => {
    const text = query[key]?.[0];
    return text && text.length <= OPTION_CODE_MAX ? text : null;
  };
  return { color: value("color"), size: value("size"), width: value("width") };
}

/**
 * The path middleware rewrites /product/{code}?color=&size=&width= into: the choice as a state
 * segment (path-state.ts), so the page is rendered and cached per choice and a tap made before
 * the script runs still lands on the chosen size.
 */
export function productPathWithSelection(pathname: string, search: URLSearchParams): string {
  const segment = pathStateSegment(selectionQuery(selectionOfQuery(queryValuesOf(search))));
  return segment ? `${pathname.replace(/\/$/, "")}/${segment}` : pathname;
}

/** The SKU the selection names, once a size is chosen (and a width, when the product has any). */
export function selectedSku<T extends SelectableSku>(
  skus: readonly T[],
  selection: Selection,
): T | null {
  if (!selection.size) return null;
  const needsWidth = widthChoices(skus, selection.color).length > 0;
  if (needsWidth && !selection.width) return null;
  return (
    skus.find(
      (sku) =>
        sku.options.color.code === selection.color &&
        sku.options.size.code === selection.size &&
        (!needsWidth || sku.options.shoeWidth === selection.width),
    ) ?? null
  );
}

export function stockState(sku: SelectableSku | null, onShelves: boolean): StockState | null {
  if (!onShelves) return { kind: "OFF_SHELF" };
  if (!sku) return null;
  if (!sku.isEnabled || sku.inventory <= 0) return { kind: "SOLD_OUT" };
  if (sku.inventory <= STOCK_DISPLAY_STEP) return { kind: "LIMITED" };
  return { kind: "IN_STOCK", display: stockDisplayText(sku.inventory) };
}

export interface GalleryImage {
  url: string;
  type: string;
  colorCode: string | null;
  width: number;
  height: number;
}

/** Pictures for the gallery: the colour's own first, then shared ones; videos by extension. */
export function galleryItems<T extends GalleryImage>(
  images: readonly T[],
  color: string | null,
): (T & { isVideo: boolean })[] {
  const shown = images.filter(
    (image) =>
      image.type !== "TAGIMAGE" &&
      image.type !== "RICH_CONTENT_IMAGES" &&
      (image.colorCode === null || image.colorCode === color),
  );
  const own = shown.filter((image) => image.colorCode !== null);
  const shared = shown.filter((image) => image.colorCode === null);
  return [...own, ...shared].map((image) => ({ ...image, isVideo: isVideoUrl(image.url) }));
}
