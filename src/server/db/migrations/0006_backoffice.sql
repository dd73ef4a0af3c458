-- Hand-written: the archive's GIN index below needs pg_trgm and btree_gin (PGlite loads both in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "historical_statistics" (
	"workshop_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "historical_statistics_pk" PRIMARY KEY("workshop_id","year","month")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(("surname" || ' ' || "phone" || ' ' || "plate" || ' ' || "model"), 'àáâäãåèéêëìíîïòóôöõùúûüçñÀÁÂÄÃÅÈÉÊËÌÍÎÏÒÓÔÖÕÙÚÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "historical_statistics" ADD CONSTRAINT "historical_statistics_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_search_trgm_idx" ON "appointments" USING gin ("workshop_id","search_text" gin_trgm_ops);