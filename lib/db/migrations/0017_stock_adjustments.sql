CREATE TABLE "stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_code" text NOT NULL,
	"delta" integer NOT NULL,
	"available_before" integer NOT NULL,
	"available_after" integer NOT NULL,
	"reserved" integer NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_delta_non_zero" CHECK ("stock_adjustments"."delta" <> 0),
	CONSTRAINT "stock_adjustments_after_non_negative" CHECK ("stock_adjustments"."available_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "stock_adjustments_sku_idx" ON "stock_adjustments" USING btree ("sku_id","created_at");
