/**
 * The registry of every database column whose name says it may hold a person's data, and
 * what erasure (`erase-service.ts`) and retention do to it (docs/PRIVACY.md "Where personal
 * data is kept"). `privacy-coverage.integration.test.ts` reads the database catalogue and
 * fails when a column matching `PERSONAL_COLUMN` is not listed here, so a new table with a
 * phone, a surname or a plate cannot ship without a decision.
 */

/** Column names that may hold a person's data (English names and the spec's Italian ones). */
export const PERSONAL_COLUMN =
  /phone|telefon|surname|cognome|holder|intestatari|plate|targa|e_?mail|address|indirizz|(^|_)name$|(^|_)nome$|(^|_)note$|(^|_)text$|testo|description|problems/;

/**
 * What erasure does to a column: `anonymised` (blanked or `ANONIMO`, the row stays),
 * `deleted` (the row goes), `kept` (on purpose, with the reason), or `not personal` (the
 * column holds no customer's data, with the reason).
 */
export type Treatment =
  | { erasure: 'anonymised'; to: string; retention?: string }
  | { erasure: 'deleted'; retention?: string }
  | { erasure: 'kept'; why: string }
  | { erasure: 'not personal'; why: string };

/** Every personal-looking column, as `table.column`. */
export const COVERAGE: Readonly<Record<string, Treatment>> = {
  'appointments.surname': { erasure: 'anonymised', to: 'ANONIMO', retention: 'ANONIMO' },
  'appointments.holder': { erasure: 'anonymised', to: "''", retention: "''" },
  'appointments.phone': { erasure: 'anonymised', to: "''", retention: "''" },
  'appointments.plate': { erasure: 'anonymised', to: "''", retention: "''" },
  'appointments.email': { erasure: 'anonymised', to: "''", retention: "''" },
  'appointments.address': { erasure: 'anonymised', to: "''", retention: "''" },
  'appointments.note': { erasure: 'anonymised', to: "''", retention: "''" },
  'appointments.search_text': {
    erasure: 'anonymised',
    to: 'generated from surname, phone, plate and model: follows them',
  },
  'archive_words.word': {
    erasure: 'deleted',
    retention: 'the words of the anonymised rows that no appointment holds any more',
  },
  'archive_postings.word': {
    erasure: 'deleted',
    retention: 'kept by the appointments trigger (migration 0015): follows the search text',
  },
  'customer_actions.surname': { erasure: 'anonymised', to: 'ANONIMO', retention: 'ANONIMO' },
  'messages.phone': { erasure: 'anonymised', to: "''", retention: "''" },
  'messages.text': { erasure: 'anonymised', to: "''", retention: "''" },
  'messages.description': { erasure: 'anonymised', to: 'ANONIMO', retention: 'ANONIMO' },
  'recalls.surname': { erasure: 'anonymised', to: 'ANONIMO' },
  'recalls.phone': { erasure: 'anonymised', to: "''" },
  'recalls.plate': { erasure: 'anonymised', to: "''" },
  'contacts.name': { erasure: 'deleted' },
  'contacts.phone': { erasure: 'deleted' },
  'contacts.email': { erasure: 'deleted' },
  'contacts.address': { erasure: 'deleted' },
  'vehicle_annotations.plate': { erasure: 'deleted' },
  'vehicle_annotations.problems': { erasure: 'deleted' },
  'stop_links.phone': {
    erasure: 'deleted',
    retention: 'none needed: a handle holds only the phone, its links expire after 730 days',
  },
  'opt_outs.phone': {
    erasure: 'kept',
    why: "the person's own request not to be contacted: erasing it would let the next import message them again (GDPR art. 17(3)(b), 21)",
  },
  'notes.text': {
    erasure: 'kept',
    why: 'free text of the day written by the desk, not linked to a person: the desk edits it by hand (docs/PRIVACY.md)',
  },
  'appointments.email_sent': { erasure: 'not personal', why: 'a flag: whether an e-mail was sent' },
  'workshops.username': { erasure: 'not personal', why: "the workshop's account name" },
  'workshops.note': { erasure: 'not personal', why: "the super-admin's note on the account" },
  'workshop_codes.name': { erasure: 'not personal', why: 'other workshops (businesses)' },
  'workshop_codes.address': { erasure: 'not personal', why: 'other workshops (businesses)' },
  'campaigns.name': { erasure: 'not personal', why: "a campaign's name, typed by the desk" },
  'letter_models.name': { erasure: 'not personal', why: 'a letter background file name' },
  'notifications.text': { erasure: 'not personal', why: "the super-admin's notice to workshops" },
};
