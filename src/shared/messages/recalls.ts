/**
 * Recall, import and letter texts (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap,
 * impostazioni_lettere; §5; §8). Exact spec wording where the spec gives it; our own texts,
 * in the same register, below the line.
 */
export const RECALLS_MSG = {
  /** A bulk insert of zero rows (spec 001 §8). */
  noInserts: 'Non ci sono inserimenti da fare',
  /** Empty recall list (spec 001 §8). */
  noRecalls: 'Non ci sono richiami per il mese selezionato',
  /** Recall campaign name already used (spec 001 §5, recall wording). */
  duplicateCampaign: 'Esiste già una campagna con questo nome',
  /** File import: name already used (spec 001 §5, import wording). */
  duplicateImport: 'Già esiste una campagna con questo nome',
  /** File import without a name (spec 001 §5). */
  importNameRequired: 'Inserire un nome per la campagna da importare',
  /** Batch insert failed (spec 001 §8, red). */
  importFailed: 'Si sono verificati degli errori, verificare la campagna importata',
  /** Import done (spec 001 §8, green). */
  imported: 'Campagna importata correttamente',
  /** Recall form (spec 001 §5). */
  nameRequired: 'Inserire un nome',
  invalidNumber: 'Numero non valido',
  modelRequired: 'Inserire il modello del veicolo',
  checkFields: 'Controlla i campi',
  inserted: 'Inserito',
  saved: 'Salvato',
  deleted: 'Eliminato',
  /** Letter models (spec 001 §8). */
  modelDeleted: 'Modello eliminato',
  modelNotDeleted: 'Modello non eliminato',
  // Not in the spec.
  recallNotFound: 'Richiamo non trovato',
  invalidMonth: 'Mese non valido',
  invalidYear: 'Anno non valido',
  letterModelNotFound: 'Modello non trovato',
  letterModelType: 'Sono accettate solo immagini PNG o JPEG',
  letterModelTooBig: "L'immagine è troppo grande (massimo 2 MB)",
  duplicateLetterModel: 'Esiste già un modello con questo nome',
  invalidImportRow: 'Riga {n} non valida: controllare telefono, scadenza e targa',
  templateMissing: 'Il testo dei richiami è vuoto: impostarlo nelle impostazioni',
} as const;
