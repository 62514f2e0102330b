CREATE TABLE "after_sales_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"after_sales_order_id" uuid,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_photos_file_unique" UNIQUE("file")
);
--> statement-breakpoint
ALTER TABLE "after_sales_photos" ADD CONSTRAINT "after_sales_photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "after_sales_photos" ADD CONSTRAINT "after_sales_photos_after_sales_order_id_after_sales_orders_id_fk" FOREIGN KEY ("after_sales_order_id") REFERENCES "public"."after_sales_orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "after_sales_photos_customer_idx" ON "after_sales_photos" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE INDEX "after_sales_photos_order_idx" ON "after_sales_photos" USING btree ("after_sales_order_id");
--> statement-breakpoint
CREATE INDEX "after_sales_photos_unattached_idx" ON "after_sales_photos" USING btree ("created_at") WHERE "after_sales_photos"."after_sales_order_id" is null;
