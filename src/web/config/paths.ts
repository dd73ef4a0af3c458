/** Every route of the app, defined once (spec 000 §2 routes; hash router). */
export const paths = {
  login: '/login',
  appScaduta: '/app_scaduta',
  serverOff: '/server_off',
  nonAutorizzato: '/non_autorizzato',
  appOffline: '/app_offline',
  /** Connection lost, workshop user (spec 000 §2; query `utente`). */
  collegamentoAssente: '/user_collegamento_assente',
  /** Exit bridge (spec 000 §2; query `redirect`). */
  ponteUscita: '/ponte_uscita',
  /** Diagnostics (spec 000 §2 "#/test"). */
  test: '/test',
  user: {
    appuntamenti: '/user/appuntamenti',
    rubrica: '/user/rubrica',
    archivio: '/user/archivio',
    statistiche: '/user/statistiche',
    smsRevisioni: '/user/sms_revisioni',
    aggiungiRichiamo: '/user/aggiungi_richimo',
    smsComunicazioni: '/user/sms_comunicazioni',
    waComunicazioni: '/user/wa_comunicazioni',
    importaYap: '/user/importa_yap',
    notifiche: '/user/notifiche',
    officine: '/user/officine',
    impostazioniHome: '/user/impostazioni_home',
    impostazioniApp: '/user/impostazioni_app',
    impostazioniTool: '/user/impostazioni_tool',
    impostazioniWa: '/user/impostazioni_wa',
    impostazioniSms: '/user/impostazioni_sms',
    impostazioniLettere: '/user/impostazioni_lettere',
    impostazioniWeb: '/user/impostazioni_web',
    impostazioniAdmin: '/user/impostazioni_admin',
    /** Retention of customers' data (docs/PRIVACY.md "Retention"; beyond the spec). */
    impostazioniPrivacy: '/user/impostazioni_privacy',
    password: '/user/password',
  },
  admin: {
    listaUtenti: '/admin/lista_utenti',
    nuovoUtente: '/admin/nuovo_utente',
    notificaTutti: '/admin/notifica_tutti',
    /** Maintenance switch, stato_server (spec 000 §4). */
    statoServer: '/admin/stato_server',
    /** The account editor (`?id=` the account), opened from lista_utenti. */
    modificaUtente: '/admin/modifica_utente',
    /** The super-admin's audit trail (beyond the spec). */
    registro: '/admin/registro',
  },
} as const;

/** `#/user/appuntamenti?data=2026-11-20&riga=3&colonna=1` deep link (spec 000 §2, archive). */
export function appointmentsHref(date?: string, row?: number, column?: number): string {
  const q = new URLSearchParams();
  if (date) q.set('data', date);
  if (row !== undefined) q.set('riga', String(row));
  if (column !== undefined) q.set('colonna', String(column));
  const s = q.toString();
  return `${paths.user.appuntamenti}${s ? `?${s}` : ''}`;
}
