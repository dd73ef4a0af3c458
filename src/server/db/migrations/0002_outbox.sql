CREATE TABLE "campaigns" (
	"id" bigserial NOT NULL,
	"workshop_id" integer NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'paused' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_pace" (
	"workshop_id" integer NOT NULL,
	"next_send_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_pace_pk" PRIMARY KEY("workshop_id")
);
--> statement-breakpoint
DROP INDEX "messages_pending_idx";--> statement-breakpoint
DROP INDEX "messages_campaign_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "campaign_id" bigint;--> statement-breakpoint
-- Hand-written: existing messages keep their campaign, now a row of "campaigns" (paused).
INSERT INTO "campaigns" ("workshop_id", "channel", "name", "state")
  SELECT DISTINCT "workshop_id", "channel", "campaign", 'paused' FROM "messages";--> statement-breakpoint
UPDATE "messages" m SET "campaign_id" = c."id" FROM "campaigns" c
  WHERE c."workshop_id" = m."workshop_id" AND c."channel" = m."channel" AND c."name" = m."campaign";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "campaign_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "send_state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
-- Hand-written: a message already marked sent (stato > 0) is never queued again.
UPDATE "messages" SET "send_state" = 'sent' WHERE "status" <> 0;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_pace" ADD CONSTRAINT "sms_pace_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_name_uq" ON "campaigns" USING btree ("workshop_id","channel","name");--> statement-breakpoint
CREATE INDEX "campaigns_state_idx" ON "campaigns" USING btree ("state","channel","workshop_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_campaign_fk" FOREIGN KEY ("workshop_id","campaign_id") REFERENCES "public"."campaigns"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_queue_idx" ON "messages" USING btree ("channel","send_state","id");--> statement-breakpoint
CREATE INDEX "messages_campaign_idx" ON "messages" USING btree ("workshop_id","campaign_id","id");--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "campaign";