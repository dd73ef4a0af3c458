/**
 * Visible labels of the statistics (spec 001 §2 statistiche "Risultati Revisioni"; the
 * "Promemoria e presenze" table, docs/MESSAGING.md "Customer links", is our own wording).
 */
export const STATISTICS_TEXTS = {
  title: 'Risultati Revisioni',
  subtitle: 'Revisioni effettuate (esito regolare o da ripetere) per mese',
  year: 'Anno',
  total: 'Totale',
  historical: 'storico',
  historicalHint: 'Dati storici inseriti dall’amministratore',
  empty: 'Nessuna revisione effettuata',
  loadFailed: 'Impossibile caricare le statistiche',
  reload: 'Ricarica',
  chartTitle: 'Confronto mensile degli ultimi anni',
  tableLabel: 'Revisioni per anno e mese',
  attendanceTitle: 'Promemoria e presenze',
  attendanceSubtitle:
    'Promemoria inviati (SMS e WhatsApp), risposte dei clienti dal link del promemoria e appuntamenti passati rimasti senza esito, per mese',
  attendanceTableLabel: 'Promemoria e presenze per mese',
  attendanceLoadFailed: 'Impossibile caricare promemoria e presenze',
  month: 'Mese',
  /** Column headers, in the order of `ATTENDANCE_COLUMNS` (attendance-table.tsx). */
  remindersSent: 'Promemoria inviati',
  confirmed: 'Confermati dal cliente',
  cancelled: 'Disdetti dal cliente',
  moved: 'Spostati dal cliente',
  noShows: 'Mancate presentazioni',
  months: ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'],
} as const;
