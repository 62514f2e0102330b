CREATE TABLE "refund_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_order_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"after_sales_order_no" text,
	"status" text NOT NULL,
	"goods_amount" integer NOT NULL,
	"freight_amount" integer NOT NULL,
	"go_dollar_amount" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"rebate_reversed" integer DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	"provider" text,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_orders_status" CHECK ("refund_orders"."status" in ('AUDIT_PASSED', 'REFUNDING', 'REFUNDED')),
	CONSTRAINT "refund_orders_amounts" CHECK ("refund_orders"."goods_amount" >= 0 and "refund_orders"."freight_amount" >= 0 and "refund_orders"."go_dollar_amount" >= 0 and "refund_orders"."refund_amount" = "refund_orders"."goods_amount" + "refund_orders"."freight_amount")
);
--> statement-breakpoint
CREATE TABLE "refund_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"oms_sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"go_dollar_amount" integer NOT NULL,
	CONSTRAINT "refund_order_lines_quantity_positive" CHECK ("refund_order_lines"."quantity" > 0),
	CONSTRAINT "refund_order_lines_amounts" CHECK ("refund_order_lines"."amount" >= 0 and "refund_order_lines"."go_dollar_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_rebates" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"go_dollar_entry_id" uuid,
	"credited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_rebates_cents" CHECK ("order_rebates"."cents" >= 0 and "order_rebates"."reversed_cents" >= 0 and "order_rebates"."reversed_cents" <= "order_rebates"."cents")
);
--> statement-breakpoint
ALTER TABLE "refund_orders" ADD CONSTRAINT "refund_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_orders" ADD CONSTRAINT "refund_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_order_lines" ADD CONSTRAINT "refund_order_lines_refund_order_id_refund_orders_id_fk" FOREIGN KEY ("refund_order_id") REFERENCES "public"."refund_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_order_lines" ADD CONSTRAINT "refund_order_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_refund_order_id_refund_orders_id_fk" FOREIGN KEY ("refund_order_id") REFERENCES "public"."refund_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rebates" ADD CONSTRAINT "order_rebates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rebates" ADD CONSTRAINT "order_rebates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_orders_no_uq" ON "refund_orders" USING btree ("refund_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_orders_idempotency_uq" ON "refund_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refund_orders_order_idx" ON "refund_orders" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_orders_retry_idx" ON "refund_orders" USING btree ("next_attempt_at") WHERE "refund_orders"."status" in ('AUDIT_PASSED', 'REFUNDING');--> statement-breakpoint
CREATE INDEX "refund_order_lines_refund_idx" ON "refund_order_lines" USING btree ("refund_order_id");--> statement-breakpoint
CREATE INDEX "refund_order_lines_line_idx" ON "refund_order_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refund_events_refund_idx" ON "refund_events" USING btree ("refund_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key_uq" ON "payment_refunds" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");
