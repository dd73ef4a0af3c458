-- Account defaults (spec 000 §9, 001 §9) for accounts made before they existed; written by
-- scripts/account-defaults-sql.ts from src/shared/domain/account-defaults.ts. Fills only
-- what is missing or empty; never overwrites what a workshop set.
/* all-tenants: the account defaults of every workshop */
INSERT INTO "settings" ("workshop_id", "section", "value")
SELECT "id", 'sms', '{}'::jsonb FROM "workshops"
ON CONFLICT ("workshop_id", "section") DO NOTHING;
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
UPDATE "settings" AS s
SET "value" = s."value" || (SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each('{"mittente":"Revisione","giorni_promemoria":1,"testo_promemoria":"Gentile cliente, le ricordiamo la revisione del veicolo $veicolo$ targa $targa$ il giorno $giorno$ alle ore $ora$. Se non potesse venire ci avvisi. Grazie!","testo_richiami":"Revisione $veicolo$ $targa$ scade a $mese$: prenoti da noi. Stop SMS: $stop$","testo_normalizzati":"Revisione $veicolo$ ($targa$): scade a $mese$, ci contatti. Stop SMS: $stop$","testo_tagliandini":"Gentile cliente, è il momento del tagliando del veicolo $veicolo$ targa $targa$. Ci contatti per fissare un appuntamento.","testo_veicolo_pronto":"Gentile cliente, la revisione del veicolo $veicolo$ targa $targa$ è terminata: può passare a ritirarlo. Grazie per averci scelto!","testo_conferma_web":"Gentile cliente, abbiamo ricevuto la prenotazione della revisione per $veicolo$. Per confermarla o disdirla apra il link: $link$"}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb)),
    "updated_at" = now()
WHERE s."section" = 'sms'
  AND EXISTS (SELECT 1 FROM jsonb_each('{"mittente":"Revisione","giorni_promemoria":1,"testo_promemoria":"Gentile cliente, le ricordiamo la revisione del veicolo $veicolo$ targa $targa$ il giorno $giorno$ alle ore $ora$. Se non potesse venire ci avvisi. Grazie!","testo_richiami":"Revisione $veicolo$ $targa$ scade a $mese$: prenoti da noi. Stop SMS: $stop$","testo_normalizzati":"Revisione $veicolo$ ($targa$): scade a $mese$, ci contatti. Stop SMS: $stop$","testo_tagliandini":"Gentile cliente, è il momento del tagliando del veicolo $veicolo$ targa $targa$. Ci contatti per fissare un appuntamento.","testo_veicolo_pronto":"Gentile cliente, la revisione del veicolo $veicolo$ targa $targa$ è terminata: può passare a ritirarlo. Grazie per averci scelto!","testo_conferma_web":"Gentile cliente, abbiamo ricevuto la prenotazione della revisione per $veicolo$. Per confermarla o disdirla apra il link: $link$"}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb));
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
INSERT INTO "settings" ("workshop_id", "section", "value")
SELECT "id", 'wa', '{}'::jsonb FROM "workshops"
ON CONFLICT ("workshop_id", "section") DO NOTHING;
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
UPDATE "settings" AS s
SET "value" = s."value" || (SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each('{"testo_promemoria":"Buongiorno! Le ricordiamo l’appuntamento per la revisione del veicolo *$veicolo$* (targa $targa$) il giorno *$giorno$ alle ore $ora$*.\nSe non potesse venire, ce lo faccia sapere rispondendo a questo messaggio. Grazie!","testo_richiami":"Buongiorno! La revisione del veicolo *$veicolo$* (targa $targa$) scade a *$mese$*.\nRisponda a questo messaggio per prenotare: saremo lieti di accoglierla.\nPer non ricevere più messaggi: $stop$","testo_normalizzati":"Buongiorno! A *$mese$* scade la revisione del suo veicolo $veicolo$ (targa $targa$).\nRisponda a questo messaggio per prenotarla.\nPer non ricevere più messaggi: $stop$","testo_tagliandini":"Buongiorno! È il momento del tagliando del veicolo *$veicolo$* (targa $targa$).\nRisponda a questo messaggio per fissare un appuntamento.","testo_veicolo_pronto":"Buongiorno! La revisione del veicolo *$veicolo$* (targa $targa$) è terminata: può passare a ritirarlo quando preferisce. Grazie per averci scelto!","testo_conferma_web":"Buongiorno! Abbiamo ricevuto la prenotazione della revisione per *$veicolo$*.\nPer confermarla o disdirla apra questo link: $link$","massivo_max":50}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb)),
    "updated_at" = now()
WHERE s."section" = 'wa'
  AND EXISTS (SELECT 1 FROM jsonb_each('{"testo_promemoria":"Buongiorno! Le ricordiamo l’appuntamento per la revisione del veicolo *$veicolo$* (targa $targa$) il giorno *$giorno$ alle ore $ora$*.\nSe non potesse venire, ce lo faccia sapere rispondendo a questo messaggio. Grazie!","testo_richiami":"Buongiorno! La revisione del veicolo *$veicolo$* (targa $targa$) scade a *$mese$*.\nRisponda a questo messaggio per prenotare: saremo lieti di accoglierla.\nPer non ricevere più messaggi: $stop$","testo_normalizzati":"Buongiorno! A *$mese$* scade la revisione del suo veicolo $veicolo$ (targa $targa$).\nRisponda a questo messaggio per prenotarla.\nPer non ricevere più messaggi: $stop$","testo_tagliandini":"Buongiorno! È il momento del tagliando del veicolo *$veicolo$* (targa $targa$).\nRisponda a questo messaggio per fissare un appuntamento.","testo_veicolo_pronto":"Buongiorno! La revisione del veicolo *$veicolo$* (targa $targa$) è terminata: può passare a ritirarlo quando preferisce. Grazie per averci scelto!","testo_conferma_web":"Buongiorno! Abbiamo ricevuto la prenotazione della revisione per *$veicolo$*.\nPer confermarla o disdirla apra questo link: $link$","massivo_max":50}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb));
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
INSERT INTO "settings" ("workshop_id", "section", "value")
SELECT "id", 'lettera', '{}'::jsonb FROM "workshops"
ON CONFLICT ("workshop_id", "section") DO NOTHING;
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
UPDATE "settings" AS s
SET "value" = s."value" || (SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each('{"modello_selezionato":"base.png"}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb)),
    "updated_at" = now()
WHERE s."section" = 'lettera'
  AND EXISTS (SELECT 1 FROM jsonb_each('{"modello_selezionato":"base.png"}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb));
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
INSERT INTO "settings" ("workshop_id", "section", "value")
SELECT "id", 'web', '{}'::jsonb FROM "workshops"
ON CONFLICT ("workshop_id", "section") DO NOTHING;
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
UPDATE "settings" AS s
SET "value" = s."value" || (SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each('{"testo_manutenzione":"Il servizio di prenotazione online è momentaneamente sospeso per manutenzione. La preghiamo di riprovare più tardi o di contattarci per telefono.","testo_home_page":"Benvenuto nel servizio di prenotazione online delle revisioni. Scelga il giorno e l’orario che preferisce: riceverà un messaggio con il link per confermare l’appuntamento. Porti con sé il libretto di circolazione e un documento di identità.","revisioni_simultane":1,"orari_lavoro":{"1":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"2":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"3":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"4":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"5":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"6":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","n","n","n","n","n","n","n","n","n","n"]}}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb)),
    "updated_at" = now()
WHERE s."section" = 'web'
  AND EXISTS (SELECT 1 FROM jsonb_each('{"testo_manutenzione":"Il servizio di prenotazione online è momentaneamente sospeso per manutenzione. La preghiamo di riprovare più tardi o di contattarci per telefono.","testo_home_page":"Benvenuto nel servizio di prenotazione online delle revisioni. Scelga il giorno e l’orario che preferisce: riceverà un messaggio con il link per confermare l’appuntamento. Porti con sé il libretto di circolazione e un documento di identità.","revisioni_simultane":1,"orari_lavoro":{"1":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"2":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"3":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"4":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"5":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","s","s","s","s","s","s","s","s","s","n"],"6":["n","s","s","s","s","s","s","s","s","s","n","n","n","n","n","n","n","n","n","n","n","n","n","n","n","n"]}}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb));
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
INSERT INTO "settings" ("workshop_id", "section", "value")
SELECT "id", 'tool', '{}'::jsonb FROM "workshops"
ON CONFLICT ("workshop_id", "section") DO NOTHING;
--> statement-breakpoint
/* all-tenants: the account defaults of every workshop */
UPDATE "settings" AS s
SET "value" = s."value" || (SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each('{"server":"http://localhost:1987"}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb)),
    "updated_at" = now()
WHERE s."section" = 'tool'
  AND EXISTS (SELECT 1 FROM jsonb_each('{"server":"http://localhost:1987"}'::jsonb) AS d WHERE coalesce(s."value" -> d.key, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb));
