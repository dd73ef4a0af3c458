-- Every token a quick-login entry replaced, newest first, at most 32 (`REPLACED_HISTORY`,
-- src/server/auth/device-tokens.ts): any of them presented again revokes the entry, not only
-- the last one replaced. Hashes only (SHA-256 of the token), no personal data. The GIN index
-- serves the look-up of a presented token in every entry's history.
ALTER TABLE "device_tokens" ADD COLUMN "replaced_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "device_tokens_replaced_idx" ON "device_tokens" USING gin ("replaced_hashes");
