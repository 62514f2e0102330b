CREATE TABLE "content_entries" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"latest_version" integer NOT NULL,
	"published_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_versions_kind_code_version_pk" PRIMARY KEY("kind","code","version")
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_kind_code_content_entries_kind_code_fk" FOREIGN KEY ("kind","code") REFERENCES "public"."content_entries"("kind","code") ON DELETE cascade ON UPDATE no action;