CREATE TABLE "customer_actions" (
	"id" bigserial NOT NULL,
	"workshop_id" integer NOT NULL,
	"appointment_id" bigint NOT NULL,
	"action" text NOT NULL,
	"surname" text NOT NULL,
	"date" date NOT NULL,
	"row" integer NOT NULL,
	"to_date" date,
	"to_row" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_actions_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_actions" ADD CONSTRAINT "customer_actions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_actions_once_uq" ON "customer_actions" USING btree ("workshop_id","appointment_id","action");--> statement-breakpoint
CREATE INDEX "customer_actions_at_idx" ON "customer_actions" USING btree ("workshop_id","at");