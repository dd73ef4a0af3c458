/**
 * Visible texts of the super-admin screens (spec 001 §2 admin area, §5, §6, §8, §9). The
 * option flags keep the spec's names (000 §6); the hints say what each switches on.
 */
import { ADMIN_MSG } from '@shared/messages/admin';
import { NOTIFICATIONS_MSG } from '@shared/messages/notifications';

export const ADMIN_TEXTS = {
  listTitle: 'Lista utenti',
  newUser: 'Nuovo Utente',
  notifyAll: 'Notifica tutti',
  search: 'Cerca',
  searchPlaceholder: 'Nome utente, link web o nota',
  filter: 'Filtro',
  filters: {
    tutti: 'Tutti',
    attivi: 'Attivi',
    non_attivi: 'Non attivi',
    in_scadenza: 'In scadenza',
    scaduti: 'Scaduti',
  },
  columns: {
    username: 'Nome utente',
    state: 'Stato',
    expiry: 'Scadenza',
    linkWeb: 'Link web',
    credit: 'Credito SMS',
    actions: 'Azioni',
  },
  active: 'Attivo',
  inactive: 'Non attivo',
  expiring: (days: number) => (days === 0 ? 'Scade oggi' : `Scade tra ${days} giorni`),
  expired: 'Scaduto',
  never: 'Mai',
  creditError: 'errore',
  noAccounts: 'Nessun utente trovato',
  loadError: 'Impossibile caricare gli utenti',
  retry: 'Riprova',
  edit: 'Modifica',
  enter: 'Entra come utente',
  count: (shown: number, total: number) => `${shown} di ${total} utenti`,
  // nuovo_utente
  newTitle: 'Nuovo utente',
  username: 'Nome utente',
  password: 'Password',
  note: 'Note',
  linkWeb: 'Link web',
  linkWebHint: 'Codice della prenotazione online (prenota?code=…); vuoto se non serve',
  expiry: 'Scadenza',
  plusYear: '+1 anno',
  options: 'Opzioni',
  create: 'CREA UTENTE',
  created: 'Utente creato',
  back: 'Indietro',
  // editor
  editTitle: (name: string) => `Utente ${name}`,
  activeSwitch: 'Attivo',
  newPassword: 'Nuova password',
  resetPassword: 'Reimposta password',
  passwordReset: 'Password reimpostata',
  accessCode: 'Codice di accesso',
  regenerate: 'Rigenera',
  regenerateConfirm:
    'Generare un nuovo codice di accesso? Il codice attuale smetterà di funzionare.',
  accessCodeNew: 'Nuovo codice generato',
  copy: 'Copia',
  copied: 'Copiato',
  adminPaths: 'Modifica Path Server e Path Archivio',
  pathServer: 'Path Server',
  pathArchive: 'Path Archivio',
  save: 'SALVA',
  saved: 'Salvato',
  disableConfirm: 'Disattivare questo utente? Le sue postazioni aperte torneranno subito al login.',
  expireConfirm:
    'La scadenza è nel passato: le postazioni aperte di questo utente andranno alla pagina di account scaduto.',
  continue: 'Continua',
  history: 'Attività recenti',
  // notifica_tutti
  notifyTitle: 'Notifica tutti',
  subject: 'Oggetto',
  text: 'Testo',
  recipients: 'Destinatari',
  selectAll: 'Seleziona tutti',
  selectNone: 'Deseleziona tutti',
  selectedCount: (n: number) => `${n} selezionati`,
  send: 'INVIA',
  sent: NOTIFICATIONS_MSG.sent,
  noneSelected: ADMIN_MSG.noAccountsSelected,
  // second factor (README "Two-factor sign-in")
  twoFactorOn: '2FA attiva',
  twoFactorRequired: '2FA richiesta',
  requireTwoFactor: 'Richiedi verifica in due passaggi',
  requireTwoFactorHint: (enabled: boolean) =>
    enabled
      ? 'Verifica in due passaggi attiva su questo account.'
      : "Dopo la password l'utente dovrà attivarla prima di entrare.",
  twoFactorSaved: 'Impostazione salvata',
  // audit
  auditTitle: 'Registro attività',
  auditEmpty: 'Nessuna attività registrata',
  auditColumns: { at: 'Quando', who: 'Chi', what: 'Cosa', account: 'Utente', detail: 'Dettagli' },
  actions: {
    'account.create': 'Utente creato',
    'account.update': 'Utente modificato',
    'account.password': 'Password reimpostata',
    'account.access_code': 'Codice di accesso rigenerato',
    'account.enter': 'Entrato come utente',
    'account.leave': "Tornato all'amministrazione",
    'notification.create': 'Notifica creata',
    'notification.update': 'Notifica modificata',
    'notification.delete': 'Notifica eliminata',
    'notification.notify_all': 'Notifica a più utenti',
    'database.backup': 'Backup del database scaricato',
    'two_factor.setup': 'Verifica in due passaggi attivata',
    'two_factor.remove': 'Verifica in due passaggi disattivata',
    'two_factor.recovery_used': 'Codice di recupero usato',
    'two_factor.code_failed': 'Codice di verifica errato',
    'two_factor.required': 'Verifica in due passaggi richiesta',
    'two_factor.reset': 'Verifica in due passaggi azzerata dal server',
  } as Record<string, string>,
  // banner
  workingAs: (name: string) => `Stai lavorando nell'account di ${name}`,
  backToAdmin: "Torna all'amministrazione",
  // Historical statistics 2015–2020 (spec 001 §2 statistiche with +mod_kuma).
  historicalTitle: 'Statistiche storiche 2015–2020',
  historicalHint: 'Revisioni fatte per mese negli anni prima di ReviApp (mostrate con +mod_kuma)',
  historicalYear: 'Anno',
  historicalCell: (month: string, year: number) => `${month} ${year}`,
  historicalSave: 'SALVA STATISTICHE',
} as const;

/** The option flags with what they switch on (spec 000 §6, 001 §1). */
export const OPTION_HINTS: Record<string, string> = {
  '+whatsapp': 'Campagne e messaggi WhatsApp',
  '+importa_yap': 'Importazione da file YAP',
  '+mod_kuma': 'Codici officine, turni, statistiche storiche',
  '+visualizza_indirizzo': 'Indirizzo negli appuntamenti',
  '+invia_lettere': 'Campagne di lettere',
  '+visualizza_email': 'E-mail negli appuntamenti',
  '+invio_email': 'Invio e-mail',
  '+sync_targa': 'Sincronizzazione targhe',
  '+ricerca_telefono': 'Ricerca per telefono',
  '+esporta_lista': 'Esporta lista richiami',
};
