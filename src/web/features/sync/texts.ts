/** Texts of the SYNC box (spec 000 §2 side boxes; the toasts are SYNC_MSG, spec 000 §8). */
export const SYNC_TEXTS = {
  box: 'SYNC',
  /** Label of the count, read by screen readers before "synced/total". */
  countLabel: 'sincronizzati / totale',
  sync: 'SYNC',
  syncTitle: 'Sincronizza con i veicoli del Tool',
  toolPresent: 'Tool collegato',
  toolAbsent: 'Tool non trovato',
  toolChecking: 'Verifica del Tool…',
} as const;
