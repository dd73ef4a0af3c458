/** Visible labels of the password screen (spec 001 §2 password). e2e tests use them. */
export const PASSWORD_TEXTS = {
  title: 'Cambia password',
  intro:
    'Dopo il cambio tutte le sessioni di questo account vengono chiuse: accedi di nuovo con la nuova password.',
  current: 'Password attuale',
  next: 'Nuova password',
  repeat: 'Ripeti la nuova password',
  submit: 'CAMBIA PASSWORD',
  toggle: 'Mostra o nascondi la password',
} as const;
