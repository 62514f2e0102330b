-- Expiry sweeps (lib/jobs/expiry-sweeps.ts, docs/adr/0044): find expired rows by their time column
-- instead of scanning tables that grow with traffic.
CREATE INDEX "cart_shares_expires_idx" ON "cart_shares" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "image_verifications_expires_idx" ON "image_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_idx" ON "operator_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_at_idx" ON "rate_limit_hits" USING btree ("hit_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");