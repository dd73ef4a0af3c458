/** Public surface of the recall feature (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap, impostazioni_lettere). */
export { RecallsPage } from './components/recalls-page';
export { ManualRecallsPage } from './components/manual-recalls-page';
export { ImportPage } from './components/import-page';
export { LetterSettingsPage } from './components/letter-settings-page';
