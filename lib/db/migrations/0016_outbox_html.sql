-- Order e-mails (issue 17 item 4; docs/adr/0045): an outbox row may carry an HTML body beside
-- its plain text (null: a text-only message, as before), and an order keeps the language the
-- shopper placed it in, so e-mails written later (paid, shipped, refunded) speak it too.
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
