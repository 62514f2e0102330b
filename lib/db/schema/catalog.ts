/**
 * Brands and the category tree (shopping spec §3 Product categories; accounts spec §3
 * ProductCategory). Names are stored per language; the catalog issue adds products here.
 */
import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

export const brands = pgTable("brands", {
  code: text("code").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
  imageUrl: text("image_url"),
  sort: integer("sort").notNull().default(0),
});

export const categories = pgTable(
  "categories",
  {
    /** Codes from the root joined by '/', e.g. "men/jackets/rain-jackets": one URL, one row. */
    path: text("path").primaryKey(),
    /** The URL segment; unique among its siblings only. */
    code: text("code").notNull(),
    parentPath: text("parent_path"),
    /** 1, 2 or 3: the c1/c2/c3 segments of /products/{c1}/{c2}/{c3}. */
    level: integer("level").notNull(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    imageUrl: text("image_url"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("categories_sibling_code_uq").on(t.parentPath, t.code)],
);

/**
 * Hot search terms of the header search popup (accounts spec §2 Header search, §3 "Hot search
 * item: title, link"): a term links to its configured link, or to the result page of its title.
 */
export const hotSearchTerms = pgTable("hot_search_terms", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  titleEn: text("title_en").notNull(),
  titleZh: text("title_zh").notNull(),
  /** A site path ("/products/new-in"); null: the search result page of the title. */
  link: text("link"),
  sort: integer("sort").notNull().default(0),
});
