/** SYNC with the helper tool (spec 000 §8). */
export const SYNC_MSG = {
  synced: 'Sincronizzati: {n}',
  nothingToSync: 'Non ci sono veicoli da sincronizzare',
  toolMissing: 'modulo JS2SYS non trovato',
  suspectPlates: 'Potrebbero esserci targhe errate: {n}',
  duplicatePlate: 'Ci sono 2 o più veicoli ai quali è associata la stessa targa: {targa}',
} as const;
