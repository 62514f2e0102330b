CREATE TABLE "arrival_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arrival_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"sku_code" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"attribute_code" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"image_url" text,
	"color_rgb" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_values_attribute_code_code_pk" PRIMARY KEY("attribute_code","code")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"code" text PRIMARY KEY NOT NULL,
	"attribute_type" text NOT NULL,
	"query_key" text,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"is_searchable" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_query_key_unique" UNIQUE("query_key")
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"available" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_available_non_negative" CHECK ("inventories"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"code" text PRIMARY KEY NOT NULL,
	"front_name_en" text NOT NULL,
	"front_name_zh" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"image_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_texts" (
	"product_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"value_en" text NOT NULL,
	"value_zh" text NOT NULL,
	"url" text,
	CONSTRAINT "product_attribute_texts_product_id_attribute_code_pk" PRIMARY KEY("product_id","attribute_code")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"value_code" text NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_code_value_code_pk" PRIMARY KEY("product_id","attribute_code","value_code")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_path" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_categories_product_id_category_path_pk" PRIMARY KEY("product_id","category_path")
);
--> statement-breakpoint
CREATE TABLE "product_func_labels" (
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"label_type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_func_labels_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"color_code" text,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"product_id" integer NOT NULL,
	"label_code" text NOT NULL,
	CONSTRAINT "product_labels_product_id_label_code_pk" PRIMARY KEY("product_id","label_code")
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"product_id" integer NOT NULL,
	"sale_date" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_sales_product_id_sale_date_pk" PRIMARY KEY("product_id","sale_date")
);
--> statement-breakpoint
CREATE TABLE "product_search_terms" (
	"term" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_search_terms_term_product_id_pk" PRIMARY KEY("term","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"style" text NOT NULL,
	"merged_colour_group" text,
	"brand_code" text NOT NULL,
	"product_type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"sub_title_en" text DEFAULT '' NOT NULL,
	"sub_title_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"sale_status" text NOT NULL,
	"list_time" timestamp with time zone NOT NULL,
	"first_list_time" timestamp with time zone NOT NULL,
	"sale_price" integer DEFAULT 0 NOT NULL,
	"list_price" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"recent_sales" integer DEFAULT 0 NOT NULL,
	"recent_sales_as_of" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"group_code" text NOT NULL,
	"phrase" text NOT NULL,
	CONSTRAINT "search_synonyms_group_code_phrase_pk" PRIMARY KEY("group_code","phrase")
);
--> statement-breakpoint
CREATE TABLE "sku_member_prices" (
	"sku_id" integer NOT NULL,
	"member_level_code" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "sku_member_prices_sku_id_member_level_code_pk" PRIMARY KEY("sku_id","member_level_code"),
	CONSTRAINT "sku_member_prices_non_negative" CHECK ("sku_member_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sku_prices" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"list_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	CONSTRAINT "sku_prices_non_negative" CHECK ("sku_prices"."list_price" >= 0 and "sku_prices"."sale_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sku_promotion_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_promotion_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"account_scope" text NOT NULL,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"promotion_price" integer NOT NULL,
	"begins_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "sku_promotion_prices_non_negative" CHECK ("sku_promotion_prices"."promotion_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"store_sku_code" text NOT NULL,
	"color_code" text NOT NULL,
	"color_name_en" text NOT NULL,
	"color_name_zh" text NOT NULL,
	"color_rgb" text NOT NULL,
	"base_color" text NOT NULL,
	"size_label" text NOT NULL,
	"size_code" text NOT NULL,
	"shoe_width" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"featured_type" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skus_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_sku_code_skus_code_fk" FOREIGN KEY ("sku_code") REFERENCES "public"."skus"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_code_attributes_code_fk" FOREIGN KEY ("attribute_code") REFERENCES "public"."attributes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_texts" ADD CONSTRAINT "product_attribute_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_texts" ADD CONSTRAINT "product_attribute_texts_attribute_code_attributes_code_fk" FOREIGN KEY ("attribute_code") REFERENCES "public"."attributes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_code_value_code_attribute_values_attribute_code_code_fk" FOREIGN KEY ("attribute_code","value_code") REFERENCES "public"."attribute_values"("attribute_code","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_path_categories_path_fk" FOREIGN KEY ("category_path") REFERENCES "public"."categories"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_func_labels" ADD CONSTRAINT "product_func_labels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD CONSTRAINT "product_search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_member_prices" ADD CONSTRAINT "sku_member_prices_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_prices" ADD CONSTRAINT "sku_prices_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_promotion_prices" ADD CONSTRAINT "sku_promotion_prices_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_email_sku_uq" ON "arrival_notices" USING btree ("email","sku_code");--> statement-breakpoint
CREATE INDEX "arrival_notices_pending_idx" ON "arrival_notices" USING btree ("sku_code") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "product_attribute_values_value_idx" ON "product_attribute_values" USING btree ("attribute_code","value_code","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_path_idx" ON "product_categories" USING btree ("category_path","product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","type","sort");--> statement-breakpoint
CREATE INDEX "product_search_terms_product_idx" ON "product_search_terms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_on_shelf_list_time_idx" ON "products" USING btree ("list_time","id") WHERE sale_status = 'ON_SHELF';--> statement-breakpoint
CREATE INDEX "products_on_shelf_sale_price_idx" ON "products" USING btree ("sale_price","id") WHERE sale_status = 'ON_SHELF';--> statement-breakpoint
CREATE INDEX "products_on_shelf_recent_sales_idx" ON "products" USING btree ("recent_sales","id") WHERE sale_status = 'ON_SHELF';--> statement-breakpoint
CREATE INDEX "products_on_shelf_first_list_time_idx" ON "products" USING btree ("first_list_time") WHERE sale_status = 'ON_SHELF';--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_code");--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style");--> statement-breakpoint
CREATE INDEX "products_merged_colour_group_idx" ON "products" USING btree ("merged_colour_group");--> statement-breakpoint
CREATE INDEX "sku_promotion_prices_sku_idx" ON "sku_promotion_prices" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE sent_at is null;