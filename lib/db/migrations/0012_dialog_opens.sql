CREATE TABLE "dialog_opens" (
	"dialog_id" text NOT NULL,
	"day" date NOT NULL,
	"opens" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialog_opens_dialog_id_day_pk" PRIMARY KEY("dialog_id","day")
);
