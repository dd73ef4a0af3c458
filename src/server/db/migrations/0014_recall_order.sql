-- The recall list reads each month's range in its order (day, row, column): the two months
-- merge without a sort (docs/RECALLS.md; bench/README.md "Recall list").
DROP INDEX "appointments_recall_idx";--> statement-breakpoint
CREATE INDEX "appointments_recall_idx" ON "appointments" USING btree ("workshop_id","date","row","column") WHERE "appointments"."status" in (2, 3) and "appointments"."row" >= 0;
