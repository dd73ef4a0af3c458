/** Visible Italian text of the maintenance switch (spec 000 §4 stato_server). */
export const MAINTENANCE_TEXTS = {
  title: 'Stato del server',
  intro:
    'Chiudendo il servizio ogni postazione aperta passa subito alla pagina di manutenzione; riaprendolo torna al login.',
  open: 'Servizio aperto',
  closed: 'In manutenzione',
  stateLabel: 'Stato del servizio',
  textLabel: 'Testo della manutenzione',
  textPlaceholder: 'Es. Aggiornamento in corso, torniamo alle 14:00',
  save: 'SALVA',
  saved: 'Salvato',
  version: (v: string) => `Versione in esecuzione: ${v}`,
} as const;
