CREATE TABLE "after_sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"memo" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"return_tracking_no" text,
	"refund_order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "after_sales_orders_type" CHECK ("type" in ('RETURN', 'EXCHANGE')),
	CONSTRAINT "after_sales_orders_status" CHECK ("status" in ('NEW', 'WAIT_SEND_BACK', 'ON_BACKING', 'BACK_IN_STORAGE', 'EXCHANGE_OUT', 'AUDIT_FAILED', 'FINISHED', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "after_sales_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"after_sales_order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"oms_sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"exchange_sku_code" text,
	"exchange_sku_id" integer,
	"exchange_stock" text,
	CONSTRAINT "after_sales_lines_quantity_positive" CHECK ("quantity" > 0),
	CONSTRAINT "after_sales_lines_amount_non_negative" CHECK ("amount" >= 0),
	CONSTRAINT "after_sales_lines_exchange_stock" CHECK ("exchange_stock" is null or "exchange_stock" in ('RESERVED', 'RELEASED', 'SHIPPED'))
);
--> statement-breakpoint
CREATE TABLE "after_sales_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"after_sales_order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sales_orders" ADD CONSTRAINT "after_sales_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_orders" ADD CONSTRAINT "after_sales_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_after_sales_order_id_after_sales_orders_id_fk" FOREIGN KEY ("after_sales_order_id") REFERENCES "public"."after_sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_exchange_sku_id_skus_id_fk" FOREIGN KEY ("exchange_sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_events" ADD CONSTRAINT "after_sales_events_after_sales_order_id_after_sales_orders_id_fk" FOREIGN KEY ("after_sales_order_id") REFERENCES "public"."after_sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_orders_customer_idx" ON "after_sales_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_orders_order_idx" ON "after_sales_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_orders_status_idx" ON "after_sales_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_lines_order_line_uq" ON "after_sales_lines" USING btree ("after_sales_order_id","order_line_id");--> statement-breakpoint
CREATE INDEX "after_sales_lines_order_line_idx" ON "after_sales_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sales_events_order_idx" ON "after_sales_events" USING btree ("after_sales_order_id","at");
