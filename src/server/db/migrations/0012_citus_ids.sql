-- Tenant ids become bigint (docs/SCALING.md): the serial ids of these seven tables were int4,
-- whose 2^31 values a distributed installation of many workshops can exhaust; bigint matches
-- the other tenant tables (appointments, campaigns, messages). The sequences follow, or they
-- would still stop at 2^31. Each ALTER TABLE rewrites its table under an exclusive lock:
-- run `npm run db:migrate` in a quiet moment on a large installation.
ALTER TABLE "contacts" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "contacts_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "letter_models" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "letter_models_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "notes_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "notifications_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "recalls" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "recalls_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "vehicle_annotations" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "vehicle_annotations_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "workshop_codes" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "workshop_codes_id_seq" AS bigint;
