-- Second factors (README "Two-factor sign-in", src/server/db/schema-two-factor.ts): the TOTP
-- key encrypted (AES-256-GCM), the last accepted time step (replay refusal), the recovery
-- codes' SHA-256 and the super-admin's "Richiedi verifica in due passaggi".
CREATE TABLE "two_factor" (
	"subject" text PRIMARY KEY NOT NULL,
	"account_id" integer,
	"secret" text,
	"pending_secret" text,
	"last_step" bigint,
	"recovery_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_account_id_workshops_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_account_idx" ON "two_factor" USING btree ("account_id");
