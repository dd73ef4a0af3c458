/** The recall feature's screens (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap). */
export { RecallsPage } from './components/recalls-page';
export { ManualRecallsPage } from './components/manual-recalls-page';
export { ImportPage } from './components/import-page';
