/** Visible Italian text of the offline backup screen (spec 000 §2 #/app_offline, §8). */
export const OFFLINE_TEXTS = {
  title: 'Back-Up offline',
  lastBackup: 'Ultimo Back-Up effettuato',
  noBackup: 'Nessun Back-Up trovato',
  user: (u: string) => `Utente: ${u}`,
  slot: 'Ora',
  name: 'Nome',
  phone: 'Telefono',
  model: 'Modello',
  readOnly: 'Copia di sola lettura salvata in questo browser: le modifiche non sono possibili.',
  backToLogin: 'TORNA AL LOGIN',
} as const;
