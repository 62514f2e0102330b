/**
 * The rows of the compare view (accounts §4 Compare list): one per attribute any compared
 * product has, in the order they first appear, with each product's values or a dash.
 */
export const MISSING_VALUE = "—";

export interface ComparableProduct {
  code: string;
  attributes:
    { code: string; name: string; frontName: string; values: { displayName: string }[] }[] | null;
}

export interface CompareRow {
  code: string;
  label: string;
  values: string[];
}

/** Attributes that carry pictures or page plumbing rather than comparable text. */
const NOT_COMPARED = new Set([
  "cbSizeChart",
  "colorRgb",
  "plpSelectGroup",
  "plpSelectSub",
  "ActivityIcon",
  "productLabel",
]);

export function compareRows(products: readonly ComparableProduct[]): CompareRow[] {
  const labels = new Map<string, string>();
  for (const product of products) {
    for (const attribute of product.attributes ?? []) {
      if (!NOT_COMPARED.has(attribute.code) && !labels.has(attribute.code)) {
        labels.set(attribute.code, attribute.frontName || attribute.name);
      }
    }
  }
  return [...labels].map(([code, label]) => ({
    code,
    label,
    values: products.map((product) => {
      const attribute = product.attributes?.find((item) => item.code === code);
      const text = attribute?.values
        .map((value) => value.displayName)
        .filter(Boolean)
        .join(", ");
      return text ? text : MISSING_VALUE;
    }),
  }));
}
