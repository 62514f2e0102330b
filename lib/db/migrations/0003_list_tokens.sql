-- Facets and keywords become GIN lookups on products (see lib/domain/catalog/list-filters.ts).
-- Existing rows are backfilled from the tables the columns replace or summarise.
ALTER TABLE "products" ADD COLUMN "filter_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "search_terms" = t.terms
  FROM (SELECT product_id, array_agg(term ORDER BY term) AS terms FROM "product_search_terms" GROUP BY product_id) t
  WHERE p.id = t.product_id;--> statement-breakpoint
UPDATE "products" p SET "filter_tokens" = ARRAY['b:' || p.brand_code]
  || ARRAY(SELECT 'c:' || pc.category_path FROM "product_categories" pc WHERE pc.product_id = p.id ORDER BY 1)
  || ARRAY(SELECT 'a:' || v.attribute_code || ':' || v.value_code FROM "product_attribute_values" v WHERE v.product_id = p.id ORDER BY 1);--> statement-breakpoint
DROP TABLE "product_search_terms" CASCADE;--> statement-breakpoint
CREATE INDEX "products_on_shelf_filter_tokens_idx" ON "products" USING gin ("filter_tokens") WHERE sale_status = 'ON_SHELF';--> statement-breakpoint
CREATE INDEX "products_on_shelf_search_terms_idx" ON "products" USING gin ("search_terms") WHERE sale_status = 'ON_SHELF';
