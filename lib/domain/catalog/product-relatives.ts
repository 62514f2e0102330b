/**
 * The style products and merged-colour products of a product detail (shopping §3 Product:
 * styleProducts, mergedColourProducts): siblings sharing the style code, and the colourways
 * shown as colour variants of one another. Loaded for all asked products at once.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { products, skus } from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/locales";
import { pickText } from "./localize";
import { loadImages } from "./product-cards";
import type { ProductImage } from "./types";
import { productColumns, type ProductRow } from "./product-columns";

/** A style or merged-colour sibling, enough for a colour chip linking to it. */
export interface RelatedProduct {
  code: string;
  title: string;
  onShelves: boolean;
  salePrice: number;
  listPrice: number;
  colors: { code: string; name: string; rgb: string }[];
  mainImage: ProductImage | null;
}

export async function loadRelatives(
  db: Db,
  rows: ProductRow[],
  locale: Locale,
  includeOffShelf: boolean,
) {
  const styles = [...new Set(rows.map((row) => row.style))];
  const groups = [
    ...new Set(rows.flatMap((row) => (row.mergedColourGroup ? [row.mergedColourGroup] : []))),
  ];
  const relatives = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        or(
          inArray(products.style, styles),
          groups.length > 0 ? inArray(products.mergedColourGroup, groups) : undefined,
        ),
        includeOffShelf ? undefined : eq(products.saleStatus, "ON_SHELF"),
      ),
    )
    .orderBy(asc(products.code));
  const ids = relatives.map((row) => row.id);
  const [images, colourRows] = await Promise.all([
    loadImages(db, ids, ["MAINIMAGE"]),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectDistinctOn([skus.productId, skus.colorCode], {
            productId: skus.productId,
            code: skus.colorCode,
            en: skus.colorNameEn,
            zh: skus.colorNameZh,
            rgb: skus.colorRgb,
            sort: skus.sort,
          })
          .from(skus)
          .where(and(inArray(skus.productId, ids), eq(skus.isEnabled, true)))
          .orderBy(asc(skus.productId), asc(skus.colorCode), asc(skus.sort)),
  ]);
  const related = new Map<number, RelatedProduct & { row: ProductRow }>();
  for (const row of relatives) {
    related.set(row.id, {
      row,
      code: row.code,
      title: pickText(locale, row.titleEn, row.titleZh),
      onShelves: row.saleStatus === "ON_SHELF",
      salePrice: row.salePrice,
      listPrice: row.listPrice,
      colors: colourRows
        .filter((colour) => colour.productId === row.id)
        .sort((a, b) => a.sort - b.sort)
        .map((colour) => ({
          code: colour.code,
          name: pickText(locale, colour.en, colour.zh),
          rgb: colour.rgb,
        })),
      mainImage: images.get(row.id)?.[0] ?? null,
    });
  }
  return (product: ProductRow) => {
    const others = [...related.values()].filter((entry) => entry.row.id !== product.id);
    const strip = ({ row: _row, ...rest }: RelatedProduct & { row: ProductRow }): RelatedProduct =>
      rest;
    return {
      styleProducts: others.filter((entry) => entry.row.style === product.style).map(strip),
      mergedColourProducts: product.mergedColourGroup
        ? others
            .filter((entry) => entry.row.mergedColourGroup === product.mergedColourGroup)
            .map(strip)
        : [],
    };
  };
}
