/**
 * Visible labels of the password screen (spec 001 §2 password) and of its list of the
 * account's quick-login devices. e2e tests use them.
 */
export const PASSWORD_TEXTS = {
  title: 'Cambia password',
  intro:
    'Dopo il cambio tutte le sessioni e gli accessi rapidi di questo account vengono chiusi: accedi di nuovo con la nuova password.',
  current: 'Password attuale',
  next: 'Nuova password',
  repeat: 'Ripeti la nuova password',
  submit: 'CAMBIA PASSWORD',
  toggle: 'Mostra o nascondi la password',
  devicesTitle: 'Dispositivi con accesso rapido',
  devicesIntro: (days: number) =>
    `Questi browser entrano con un tocco, senza password. Un accesso rapido non usato per ${days} giorni scade da solo; cambiando la password si revocano tutti.`,
  devicesEmpty: 'Nessun dispositivo con accesso rapido.',
  devicesLoading: 'Caricamento dei dispositivi',
  createdAt: 'Creato il',
  lastUsedAt: 'Ultimo uso',
  neverUsed: 'mai',
  adminEntry: 'Entra come utente',
  revoke: 'Revoca',
  revokeDevice: (label: string, created: string) => `Revoca ${label}, creato il ${created}`,
  revokeTitle: "Revocare l'accesso rapido?",
  revokeMessage: (label: string) =>
    `${label}: questo browser non potrà più entrare con un tocco e dovrà usare la password.`,
  revokeConfirm: 'REVOCA',
} as const;
