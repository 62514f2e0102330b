CREATE TABLE "persisted_queries" (
	"hash" text PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "persisted_queries_registered_idx" ON "persisted_queries" USING btree ("registered_at");
--> statement-breakpoint
CREATE INDEX "customers_visitor_created_idx" ON "customers" USING btree ("created_at") WHERE "customers"."is_visitor";
