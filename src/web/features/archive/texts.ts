/** Visible labels of the archive (spec 001 §2 archivio). e2e tests use them. */
export const ARCHIVE_TEXTS = {
  title: 'Archivio',
  search: 'Cerca in archivio',
  searchPlaceholder: 'Cognome, telefono, targa o modello',
  hint: 'Scrivi almeno 3 caratteri: la ricerca copre gli appuntamenti di tutti gli anni.',
  results: 'Risultati',
  none: 'Nessun appuntamento trovato',
  truncated: (n: number) => `Sono mostrati i ${n} appuntamenti più recenti: aggiungi una parola`,
  loadFailed: 'Ricerca non riuscita',
  retry: 'Riprova',
  column: (c: number) => `Colonna ${c}`,
  personalData: 'Dati personali',
} as const;
