ALTER TABLE "device_tokens" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD COLUMN "kind" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD COLUMN "previous_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "device_tokens_id_uq" ON "device_tokens" USING btree ("id");--> statement-breakpoint
CREATE INDEX "device_tokens_previous_idx" ON "device_tokens" USING btree ("previous_token_hash");