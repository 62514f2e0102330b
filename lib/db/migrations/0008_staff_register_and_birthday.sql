CREATE TABLE "staff_register" (
	"staff_code" text PRIMARY KEY NOT NULL,
	"surname" text NOT NULL,
	"staff_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birthday" date;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_staff_code_uq" ON "customers" USING btree ("staff_code") WHERE "customers"."staff_code" is not null;