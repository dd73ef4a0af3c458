ALTER TABLE "recalls" ADD COLUMN "recall_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recalls" ADD COLUMN "recall_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_recall_idx" ON "appointments" USING btree ("workshop_id","date") WHERE "appointments"."status" in (2, 3) and "appointments"."row" >= 0;