CREATE TABLE "sso_token_uses" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"app_type" text NOT NULL,
	"third_party_id" text NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_link_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"app_type" text NOT NULL,
	"profile" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"hit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_month" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "referred_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "go_dollar_entries" ADD COLUMN "kind" text DEFAULT 'REBATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "go_dollar_entries" ADD COLUMN "referred_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "third_party_bindings" ADD CONSTRAINT "third_party_bindings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_token_uses_expires_idx" ON "sso_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_bindings_account_uq" ON "third_party_bindings" USING btree ("app_type","third_party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_bindings_member_uq" ON "third_party_bindings" USING btree ("customer_id","app_type");--> statement-breakpoint
CREATE INDEX "third_party_link_tickets_expires_idx" ON "third_party_link_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_address_idx" ON "verification_codes" USING btree ("purpose","address","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","hit_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_member_uq" ON "customers" USING btree ("mobile") WHERE "customers"."is_visitor" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "go_dollar_entries_referred_idx" ON "go_dollar_entries" USING btree ("referred_customer_id");