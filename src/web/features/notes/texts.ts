/**
 * Visible Italian text of the daily notes block (spec 000 §2 notes block). Spec messages
 * are in `@shared/messages`. e2e tests find elements by these labels: keep the wording.
 */
export const NOTES_TEXTS = {
  dayNotes: 'NOTE DEL GIORNO',
  reminders: 'PROMEMORIA',
  draft: 'Bozza',
  noNote: 'Nessuna nota',
  previous: 'Note precedenti',
  next: 'Note successive',
  edit: 'MODIFICA',
  save: 'SALVA',
  unsaved: 'Modifiche non salvate',
} as const;
