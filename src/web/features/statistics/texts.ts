/** Visible labels of the statistics (spec 001 §2 statistiche "Risultati Revisioni"). */
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
  months: ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'],
} as const;
