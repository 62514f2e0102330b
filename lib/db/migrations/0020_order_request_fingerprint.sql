ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;
