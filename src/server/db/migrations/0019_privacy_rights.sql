-- Personal-data rights (docs/PRIVACY.md): the log of erasures, keyed by a hash of the
-- person (never the phone or the plate), and the super-admin trail made append-only.
CREATE TABLE "privacy_erasures" (
	"id" bigserial NOT NULL,
	"workshop_id" integer NOT NULL,
	"subject_hash" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_erasures_pk" PRIMARY KEY("workshop_id","id")
);--> statement-breakpoint
ALTER TABLE "privacy_erasures" ADD CONSTRAINT "privacy_erasures_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_erasures_subject_idx" ON "privacy_erasures" USING btree ("workshop_id","subject_hash");--> statement-breakpoint
-- The super-admin trail is append-only (Garante, provvedimento of 27 November 2008 on system
-- administrators: access logs unalterable, kept at least six months). UPDATE and DELETE are
-- refused, except the deletion of rows older than six months (retention) and the one
-- UPDATE the foreign key itself makes when an account is deleted (account_id set null,
-- nothing else changed: the entry keeps the user name in `detail`). TRUNCATE is refused too.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD."at" < now() - interval '6 months' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.account_id IS NOT NULL AND NEW.account_id IS NULL
     AND NEW.id = OLD.id AND NEW."at" = OLD."at" AND NEW.actor = OLD.actor AND NEW.ip = OLD.ip
     AND NEW.action = OLD.action AND NEW.detail = OLD.detail
     AND NOT EXISTS (SELECT 1 FROM workshops w WHERE w.id = OLD.account_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_append_only" BEFORE UPDATE OR DELETE ON "admin_audit"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();--> statement-breakpoint
CREATE FUNCTION admin_audit_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "admin_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_no_truncate();
