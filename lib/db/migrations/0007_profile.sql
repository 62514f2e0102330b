ALTER TABLE "go_dollar_entries" ADD COLUMN "kind" text DEFAULT 'REBATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "go_dollar_entries" ADD COLUMN "referred_customer_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "go_dollar_entries_referred_idx" ON "go_dollar_entries" USING btree ("referred_customer_id");