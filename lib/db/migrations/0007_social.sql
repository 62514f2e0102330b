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
ALTER TABLE "third_party_bindings" ADD CONSTRAINT "third_party_bindings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_token_uses_expires_idx" ON "sso_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_bindings_account_uq" ON "third_party_bindings" USING btree ("app_type","third_party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_bindings_member_uq" ON "third_party_bindings" USING btree ("customer_id","app_type");--> statement-breakpoint
CREATE INDEX "third_party_link_tickets_expires_idx" ON "third_party_link_tickets" USING btree ("expires_at");