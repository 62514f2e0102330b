CREATE TABLE "billing_addresses" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_addresses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"receiver_first_name" text NOT NULL,
	"receiver_last_name" text NOT NULL,
	"receiver_mobile" text NOT NULL,
	"receiver_telephone" text,
	"receiver_email" text,
	"country" text NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"address" text NOT NULL,
	"zip_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_addresses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_code" text NOT NULL,
	"spu_code" text NOT NULL,
	"oms_sku_code" text NOT NULL,
	"name" text NOT NULL,
	"sku_properties" jsonb NOT NULL,
	"image" text,
	"line_type" text NOT NULL,
	"is_gift" boolean NOT NULL,
	"activity_id" text,
	"quantity" integer NOT NULL,
	"list_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"promo_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"deduction" integer NOT NULL,
	"promotions" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_logistics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_code" text NOT NULL,
	"provider_name" text NOT NULL,
	"tracking_no" text NOT NULL,
	"memo" text,
	"line_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"checkout_kind" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"order_time" timestamp with time zone NOT NULL,
	"schedule_cancel_time" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"amount" integer NOT NULL,
	"product_amount" integer NOT NULL,
	"activity_discount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"freight" integer NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"additional_service_fee" integer DEFAULT 0 NOT NULL,
	"deduction_amount" integer DEFAULT 0 NOT NULL,
	"received_amount" integer DEFAULT 0 NOT NULL,
	"distribution_type" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb,
	"pricing" jsonb NOT NULL,
	"ext_infos" jsonb NOT NULL,
	"tx_id" text,
	"guide_id" text,
	"o2o_shop_code" text,
	"platform_source" text NOT NULL,
	"terminal" text NOT NULL,
	"idempotency_key" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_amount_non_negative" CHECK ("orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"raw" text NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"provider_ref" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "pick_up_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pick_up_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"region_id" integer,
	"district_id" integer,
	"address_en" text NOT NULL,
	"address_zh" text NOT NULL,
	"telephone" text,
	"business_hours" text,
	"latitude" text,
	"longitude" text,
	"same_day" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pick_up_points_code_unique" UNIQUE("code"),
	CONSTRAINT "pick_up_points_type" CHECK ("pick_up_points"."type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"country" text NOT NULL,
	"level" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_points" ADD CONSTRAINT "pick_up_points_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_points" ADD CONSTRAINT "pick_up_points_district_id_regions_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_customer_idx" ON "delivery_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "order_logistics_order_idx" ON "order_logistics" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_reservations_order_idx" ON "order_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","order_time");--> statement-breakpoint
CREATE INDEX "orders_auto_cancel_idx" ON "orders" USING btree ("schedule_cancel_time") WHERE status = 'WAIT_PAY';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id","sort");