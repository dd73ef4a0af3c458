CREATE TABLE "scheduled_runs" (
	"workshop_id" integer NOT NULL,
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_pk" PRIMARY KEY("workshop_id","job","day")
);
--> statement-breakpoint
ALTER TABLE "scheduled_runs" ADD CONSTRAINT "scheduled_runs_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_state_idx" ON "messages" USING btree ("workshop_id","channel","send_state","sent_at");