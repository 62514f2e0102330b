CREATE TABLE "additional_services" (
	"type" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"amount" integer NOT NULL,
	"promotion_amount" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"benefit_kind" text NOT NULL,
	"benefit_value" integer NOT NULL,
	"threshold_cents" integer DEFAULT 0 NOT NULL,
	"target_kind" text DEFAULT 'ALL' NOT NULL,
	"target_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"begins_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "coupons_benefit_positive" CHECK ("coupons"."benefit_value" > 0),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'UNUSED' NOT NULL,
	"freeze_status" text DEFAULT 'NORMAL' NOT NULL,
	"begins_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"order_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "go_dollar_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"remark" text NOT NULL,
	"order_code" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_exchange_products" (
	"promotion_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"add_cart_price" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_exchange_products_promotion_id_sku_id_pk" PRIMARY KEY("promotion_id","sku_id"),
	CONSTRAINT "promotion_exchange_price_non_negative" CHECK ("promotion_exchange_products"."add_cart_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_gifts" (
	"promotion_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "promotion_gifts_promotion_id_sku_id_pk" PRIMARY KEY("promotion_id","sku_id"),
	CONSTRAINT "promotion_gifts_number_positive" CHECK ("promotion_gifts"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"rule_desc_en" text NOT NULL,
	"rule_desc_zh" text NOT NULL,
	"url" text,
	"status" text NOT NULL,
	"priority" integer NOT NULL,
	"begins_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"target_kind" text NOT NULL,
	"target_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rule" jsonb NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"sku_id" integer NOT NULL,
	"line_type" text NOT NULL,
	"promotion_id" integer,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_shares" (
	"code" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"operator_name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "go_dollar_entries" ADD CONSTRAINT "go_dollar_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_exchange_products" ADD CONSTRAINT "promotion_exchange_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_exchange_products" ADD CONSTRAINT "promotion_exchange_products_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_gifts" ADD CONSTRAINT "promotion_gifts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_gifts" ADD CONSTRAINT "promotion_gifts_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shares" ADD CONSTRAINT "cart_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customer_coupons_customer_idx" ON "customer_coupons" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "go_dollar_entries_customer_idx" ON "go_dollar_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "promotions_status_idx" ON "promotions" USING btree ("status","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_sku_type_uq" ON "cart_lines" USING btree ("cart_id","sku_id","line_type");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_shares_customer_idx" ON "cart_shares" USING btree ("customer_id");