/**
 * The products step of the demo seed: reference data (attributes, values, labels, synonyms),
 * then the generated catalog in batches of a few hundred products, each batch one transaction:
 * products inserted "on conflict (code) do nothing", and only the new ones get their SKUs,
 * prices, stock, attributes, pictures and search terms. A second run therefore changes
 * nothing, and a larger `products` count adds the missing tail.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { attributeValues, attributes, labels, searchSynonyms } from "@/lib/db/schema";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { generateProducts, type GeneratedProduct } from "./products-generate";
import { ensurePictures, pictureFile, type PictureSpec } from "./products-images";
import { insertBatch } from "./products-insert";
import { SEED_ATTRIBUTE_VALUES, SEED_ATTRIBUTES, SEED_LABELS } from "./products-reference";
import { SEED_SYNONYM_GROUPS } from "./products-synonyms";

export interface ProductSeedOptions {
  products: number;
  now: Date;
  /** Where pictures are written (public/catalog, served as /catalog/...). */
  imageDirectory: string;
  onProgress?: (done: number, total: number) => void;
}

export interface ProductSeedReport {
  /** Products and SKUs in the database after the run. */
  products: number;
  skus: number;
  /** Products this run added. */
  createdProducts: number;
  /** Pictures this run drew. */
  pictures: number;
}

const PRODUCTS_PER_BATCH = 500;

async function seedReference(db: Db): Promise<void> {
  await db
    .insert(attributes)
    .values([...SEED_ATTRIBUTES])
    .onConflictDoUpdate({
      target: attributes.code,
      set: {
        attributeType: sql`excluded.attribute_type`,
        queryKey: sql`excluded.query_key`,
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        isSearchable: sql`excluded.is_searchable`,
        sort: sql`excluded.sort`,
      },
    });
  await db
    .insert(attributeValues)
    .values([...SEED_ATTRIBUTE_VALUES])
    .onConflictDoUpdate({
      target: [attributeValues.attributeCode, attributeValues.code],
      set: {
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        colorRgb: sql`excluded.color_rgb`,
        sort: sql`excluded.sort`,
      },
    });
  await db
    .insert(labels)
    .values([...SEED_LABELS])
    .onConflictDoUpdate({
      target: labels.code,
      set: {
        frontNameEn: sql`excluded.front_name_en`,
        frontNameZh: sql`excluded.front_name_zh`,
        descriptionEn: sql`excluded.description_en`,
        descriptionZh: sql`excluded.description_zh`,
        imageUrl: sql`excluded.image_url`,
        sort: sql`excluded.sort`,
      },
    });
  await db
    .insert(searchSynonyms)
    .values(
      SEED_SYNONYM_GROUPS.flatMap((group) =>
        group.phrases.map((phrase) => ({ groupCode: group.code, phrase })),
      ),
    )
    .onConflictDoNothing();
}

export async function seedProducts(
  db: Db,
  options: ProductSeedOptions,
): Promise<ProductSeedReport> {
  await seedReference(db);
  const pictures = new Map<string, PictureSpec>();
  for (const label of SEED_LABELS) {
    const spec: PictureSpec = { kind: "tag", label: label.code };
    pictures.set(pictureFile(spec), spec);
  }
  let created = 0;
  let done = 0;
  let batch: GeneratedProduct[] = [];
  const flush = async () => {
    created += await insertBatch(db, batch, options.now);
    done += batch.length;
    batch = [];
    options.onProgress?.(done, options.products);
  };
  for (const product of generateProducts(options.products, options.now)) {
    for (const spec of product.pictures) pictures.set(pictureFile(spec), spec);
    batch.push(product);
    if (batch.length >= PRODUCTS_PER_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  const drawn = await ensurePictures(pictures.values(), options.imageDirectory);
  const [totals] = await queryRows<{ products: number; skus: number }>(
    db,
    sql`select (select count(*)::int from products) as products, (select count(*)::int from skus) as skus`,
  );
  return {
    products: Number(totals?.products ?? 0),
    skus: Number(totals?.skus ?? 0),
    createdProducts: created,
    pictures: drawn,
  };
}
