-- Non contattare (docs/MESSAGING.md "Non contattare"): the phones a workshop must not message,
-- and the handles `$stop$` links name (no phone in a URL). Both hold a customer's phone.
CREATE TABLE "opt_outs" (
	"workshop_id" integer NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opt_outs_pk" PRIMARY KEY("workshop_id","phone"),
	CONSTRAINT "opt_outs_source_ck" CHECK ("source" in ('desk', 'link'))
);
--> statement-breakpoint
CREATE TABLE "stop_links" (
	"id" bigserial NOT NULL,
	"workshop_id" integer NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stop_links_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_links" ADD CONSTRAINT "stop_links_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stop_links_phone_uq" ON "stop_links" USING btree ("workshop_id","phone");
