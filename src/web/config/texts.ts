/**
 * Visible Italian text of the app shell (shared components, providers), in one place.
 * Screen titles (the side menu's labels) are in their rows, `src/web/app/screens/<area>.ts`. Features keep theirs in `features/<name>/texts.ts`; the spec's messages
 * (errors, toasts of the error catalogue) are in `src/shared/messages`. e2e tests find
 * elements by these labels (docs/CONTRACT.md "Visible labels"): change them with care.
 */

/** Shared components and providers. */
export const SHELL_TEXTS = {
  appName: 'ReviApp',
  loading: 'Caricamento',
  confirm: 'Conferma',
  cancel: 'Annulla',
  cancelUpper: 'ANNULLA',
  retry: 'RIPROVA',
  save: 'SALVA',
  attention: 'Attenzione',
  confirmDeleteTitle: 'Conferma eliminazione',
  delete: 'Elimina',
  crashLog: 'Schermata interrotta da un errore',
  crashTitle: 'Si è verificato un errore',
  crashBody:
    'Questa schermata non è stata caricata correttamente. Ricarica la pagina per riprovare.',
  reload: 'RICARICA',
} as const;
