CREATE TABLE "appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"surname" text NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"vehicle_type" smallint DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row" integer NOT NULL,
	"column" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reminder_status" smallint DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"recall_status" smallint DEFAULT 0 NOT NULL,
	"recall_sent_at" timestamp with time zone,
	"ready_sent_at" timestamp with time zone,
	"web" smallint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"random_id" text,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"letter" smallint DEFAULT 0 NOT NULL,
	"email_sent" smallint DEFAULT 0 NOT NULL,
	"sync" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"channel" text NOT NULL,
	"campaign" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"ref_id" text,
	"claimed_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"provider_id" text,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"date" date NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"surname" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"due_month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"workshop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"workshop_id" integer NOT NULL,
	"section" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_workshop_id_section_pk" PRIMARY KEY("workshop_id","section")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_annotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"plate" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"problems" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"name" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"authorization" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"unicode" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"access_code" text NOT NULL,
	"path_server" text DEFAULT '' NOT NULL,
	"path_archive" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"expires_on" date,
	"link_web" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_models" ADD CONSTRAINT "letter_models_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_annotations" ADD CONSTRAINT "vehicle_annotations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_codes" ADD CONSTRAINT "workshop_codes_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_uq" ON "appointments" USING btree ("workshop_id","date","row","column");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_random_id_uq" ON "appointments" USING btree ("random_id");--> statement-breakpoint
CREATE INDEX "appointments_phone_idx" ON "appointments" USING btree ("workshop_id","phone");--> statement-breakpoint
CREATE INDEX "appointments_plate_idx" ON "appointments" USING btree ("workshop_id","plate");--> statement-breakpoint
CREATE INDEX "appointments_web_idx" ON "appointments" USING btree ("workshop_id","web","date");--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("workshop_id","reminder_status","date");--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("workshop_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "letter_models_name_uq" ON "letter_models" USING btree ("workshop_id","name");--> statement-breakpoint
CREATE INDEX "messages_campaign_idx" ON "messages" USING btree ("workshop_id","channel","campaign");--> statement-breakpoint
CREATE INDEX "messages_pending_idx" ON "messages" USING btree ("workshop_id","channel","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_ref_uq" ON "messages" USING btree ("workshop_id","channel","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_date_uq" ON "notes" USING btree ("workshop_id","date");--> statement-breakpoint
CREATE INDEX "notifications_workshop_idx" ON "notifications" USING btree ("workshop_id","deleted","sent_at");--> statement-breakpoint
CREATE INDEX "recalls_due_idx" ON "recalls" USING btree ("workshop_id","due_month");--> statement-breakpoint
CREATE INDEX "sessions_workshop_idx" ON "sessions" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_annotations_plate_uq" ON "vehicle_annotations" USING btree ("workshop_id","plate");--> statement-breakpoint
CREATE INDEX "workshop_codes_name_idx" ON "workshop_codes" USING btree ("workshop_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_username_uq" ON "workshops" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_link_web_uq" ON "workshops" USING btree ("link_web");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_access_code_uq" ON "workshops" USING btree ("access_code");