/**
 * Visible Italian text of the settings screens (spec 001 §2 impostazioni_home, impostazioni_app,
 * impostazioni_sms, impostazioni_wa, impostazioni_tool, impostazioni_lettere, impostazioni_web;
 * the PRIVACY screen of docs/PRIVACY.md "Retention", beyond the spec; §3 config_app, config_utente, config_sms, config_wa, config_tool, config_web). The spec's messages (toasts, validation) are in
 * `@shared/messages` SETTINGS_MSG / COMMON_MSG. e2e tests find elements by these labels.
 */
import type { MessageTemplateField } from '@shared/domain/default-texts';
import { countLabel } from '@web/lib/count-label';

export const SETTINGS_TEXTS = {
  // Frame of every screen (spec 001 §2: Back to impostazioni_home and SALVA).
  back: 'Indietro',
  save: 'SALVA',
  loadError: 'Impostazioni non caricate',
  retry: 'RIPROVA',
  draftRestored: 'Bozza non salvata ripristinata: premere SALVA per salvarla.',
  discardDraft: 'Scarta bozza',

  // impostazioni_home (spec 001 §2 tiles).
  homeTitle: 'Impostazioni',
  enterAsUser: 'Entra come utente',
  notificationsShortcut: 'Notifiche',
  tiles: {
    admin: 'ADMIN',
    app: 'APP',
    sms: 'SMS',
    wa: 'WHATSAPP',
    lettere: 'LETTERE',
    web: 'APPUNTAMENTI ONLINE',
    tool: 'REVIAPP TOOL',
    privacy: 'PRIVACY',
  },
  tileHints: {
    admin: 'Account, scadenza e link web',
    app: 'Titolo, colore, dati azienda e orari',
    sms: 'Token, mittente e testi SMS',
    wa: 'Testi WhatsApp e invii giornalieri',
    lettere: 'Modelli delle lettere',
    web: 'Prenotazioni dal sito',
    tool: 'Programma sul PC di officina',
    privacy: 'Conservazione dei dati dei clienti',
  },

  // impostazioni_app (config_app, config_utente).
  appTitle: 'APP',
  appSection: 'Applicazione',
  title: 'Titolo',
  titleHint: 'Il nome mostrato nella barra in alto',
  barColor: 'Colore barra',
  visualScroll: 'Scorrimento visuale',
  visualScrollHint:
    "La griglia scorre in modo fluido e, aprendo la giornata di oggi, mostra l'ora corrente",
  rotaSection: 'Turni del personale',
  rotaHint:
    'Due o tre nomi: il riquadro dei turni nella griglia li fa ruotare ogni settimana (mattina, pomeriggio, spezzato)',
  rotaName: (n: number) => `Nome ${n}`,
  companySection: 'Dati azienda',
  company: {
    nome: 'Nome',
    matricola: 'Matricola',
    autorizzazione: 'Autorizzazione',
    indirizzo: 'Indirizzo',
    email: 'Email',
    telefono: 'Telefono',
    partita_iva: 'Partita IVA',
  },
  timetableSection: 'Orari della tabella',
  timetable: 'Orari (uno per riga)',
  timetableHint: (rows: number) =>
    countLabel(rows, 'riga nella tabella appuntamenti', 'righe nella tabella appuntamenti'),
  generatorFrom: 'Dalle',
  generatorTo: 'Alle',
  generatorEvery: 'Ogni (minuti)',
  generate: 'Genera',
  validate: 'Valida',
  timetableValid: (rows: number) => `Tabella orari valida: ${rows} righe`,
  timetableAt: (label: string, row: number) => `riga ${row}: «${label}»`,
  timetableConfirmTitle: 'Cambiare gli orari?',
  timetableConfirm: (rows: number) =>
    `La tabella avrà ${rows} righe. Gli appuntamenti già presi restano sulla loro riga.`,
  timetableOutside: (count: number, rows: number) =>
    count === 1
      ? `La tabella avrà ${rows} righe: 1 appuntamento resterebbe fuori dalla tabella e non sarebbe più visibile.`
      : `La tabella avrà ${rows} righe: ${count} appuntamenti resterebbero fuori dalla tabella e non sarebbero più visibili.`,
  timetableConfirmLabel: 'Cambia orari',

  // impostazioni_sms / impostazioni_wa (config_sms, config_wa).
  smsTitle: 'SMS',
  waTitle: 'WHATSAPP',
  smsAccount: 'Invio SMS',
  waAccount: 'Invio WhatsApp',
  token: 'Token',
  tokenSet: 'Token impostato',
  showToken: 'Mostra token',
  tokenHintSet: 'Un token è già impostato: scriverne uno nuovo per sostituirlo.',
  tokenHintUnset: 'Il token del servizio SMS: non viene mai mostrato.',
  sender: 'Mittente',
  senderHint: (used: number) => `${used}/11 caratteri`,
  reminderDays: 'Giorni promemoria',
  reminderDaysHint: 'Giorni di anticipo minimi per il promemoria',
  autoSend: 'Invio automatico',
  autoSendSwitch: 'Invio automatico dei promemoria',
  autoSendHint:
    'Ogni giorno all’orario indicato il server mette in coda gli SMS promemoria del giorno a distanza di “Giorni promemoria”',
  autoSendTime: 'Orario di invio',
  autoSendTimeHint: 'HH:MM, ora italiana',
  autoRecallSwitch: 'Richiami automatici',
  autoRecallHint:
    'Ogni mese, dal giorno indicato, il server mette in coda gli SMS di richiamo dei veicoli in scadenza il mese successivo (telefono valido, non ancora richiamati): campagna “RICHIAMI <MESE> <ANNO>”',
  autoRecallDay: 'Giorno del mese',
  autoRecallDayHint: 'Da 1 a 28',
  waMax: 'Massimo WhatsApp giornalieri',
  waMaxHint: 'Messaggi WhatsApp inviabili in un giorno con l’invio massivo',
  textsSection: 'Testi dei messaggi',
  textLabels: {
    testo_promemoria: 'Testo promemoria',
    testo_richiami: 'Testo richiami',
    testo_normalizzati: 'Testo normalizzati',
    testo_tagliandini: 'Testo tagliandini',
    testo_veicolo_pronto: 'Testo veicolo pronto',
    testo_conferma_web: 'Testo conferma web',
  } satisfies Record<MessageTemplateField, string>,
  variables: 'Variabili:',
  insertVariable: (variable: string, field: string) => `Inserisci ${variable} in ${field}`,
  unknownVariables: (list: string) => `Variabili non previste in questo testo: ${list}`,
  /** The reminder's opt-in customer link (docs/MESSAGING.md "Customer links"). */
  customerLinkHint:
    '$link$ (facoltativo): il link personale con cui il cliente conferma, disdice o sposta l’appuntamento.',
  /** `$stop$` (docs/MESSAGING.md "Non contattare"). */
  stopLinkHint:
    '$stop$: il link con cui il cliente chiede di non ricevere più messaggi; il suo numero va nell’elenco Non contattare. Conta come un indirizzo di circa 60 caratteri.',
  defaultText: 'Testo predefinito',
  defaultTextFor: (field: string) => `Testo predefinito per ${field}`,
  characters: (n: number) => countLabel(n, 'carattere', 'caratteri'),
  smsCount: (chars: number, parts: number) =>
    `${countLabel(chars, 'carattere', 'caratteri')} · ${parts} SMS`,
  ucs2: 'caratteri speciali: 70 per SMS',

  // impostazioni_tool (config_tool).
  toolTitle: 'REVIAPP TOOL',
  toolProgram: 'Programma sul PC',
  download: 'Scarica ReviApp Tool',
  downloadHint: 'Il programma da installare sul PC di officina',
  server: 'Indirizzo server',
  serverHint: (fallback: string) =>
    `Lasciare vuoto se ReviApp Tool non è installato (predefinito ${fallback})`,
  thisPc: 'ID di questo PC',
  thisPcHint: 'Il codice macchina letto da ReviApp Tool su questo PC',
  thisPcChecking: 'Lettura da ReviApp Tool…',
  thisPcNoTool: 'ReviApp Tool non risponde: avviarlo su questo PC e ricaricare la pagina',
  thisPcNoServer: "Inserire e salvare l'indirizzo del server di ReviApp Tool",
  waPcSection: 'PC per WhatsApp',
  waPc: 'ID del PC per WhatsApp',
  waPcHint: 'Il PC che invia i WhatsApp con ReviApp Tool',
  waPcNone: 'Nessun PC impostato',
  isWaPc: 'Questo PC invia i WhatsApp',
  setWaPc: 'Imposta questo PC per WhatsApp',
  setWaPcConfirmTitle: 'PC per WhatsApp',
  setWaPcConfirm:
    'Impostare questo PC per l’invio di WhatsApp? Gli altri PC non invieranno più i WhatsApp.',
  setWaPcConfirmLabel: 'Imposta',

  // impostazioni_lettere (spec 001 §2, §8; docs/RECALLS.md "Letters").
  letters: {
    title: 'Impostazioni lettere',
    saved: 'Salvato',
    models: 'Modelli',
    baseModel: 'Modello base (base.png)',
    downloadBase: 'Scarica il modello base',
    upload: 'Carica modello',
    modelName: 'Nome modello',
    image: 'Immagine (PNG o JPEG, massimo 2 MB)',
    imageHint: 'A4 verticale, ad esempio 1240 × 1754 pixel (150 dpi).',
    clearFile: 'Rimuovi il file',
    uploadButton: 'CARICA',
    uploaded: 'Modello caricato',
    deleteModel: (n: string) => `Elimina il modello ${n}`,
    confirmDelete: 'Eliminare il modello?',
    selectedModel: 'Modello selezionato',
  },

  // impostazioni_web, APPUNTAMENTI ONLINE (spec 001 §2, §3 config_web; docs/BOOKING.md).
  web: {
    title: 'APPUNTAMENTI ONLINE',
    link: 'Link di prenotazione',
    copy: 'Copia',
    copied: 'Copiato',
    maintenance: 'Manutenzione',
    maintenanceHint: 'Quando è attiva la pagina di prenotazione mostra solo questo testo',
    maintenanceText: 'Testo manutenzione',
    homeText: 'Testo della pagina di prenotazione',
    msgConferma: 'Messaggio di conferma',
    channels: { sms: 'SMS', wa: 'WhatsApp' },
    simultaneous: 'Revisioni simultanee',
    vehicleTypes: 'Tipi di veicolo prenotabili',
    vehicleTypesHint: 'Nessuno scelto: il modulo non chiede il tipo (moto)',
    vehicleTypeLabels: ['Auto', 'Moto', 'Taxi / NCC (annuale)'],
    hours: 'Orari di lavoro',
    hoursHint: 'Orari prenotabili per giorno (S = prenotabile). La domenica è chiusa.',
    hoursColumn: 'Ore',
    allOpen: 'Tutto prenotabile',
    allClosed: 'Tutto chiuso',
    copyMonday: 'Copia il lunedì su tutti i giorni',
    mornings: 'Solo mattina (fino alle 13)',
    holidaysOpen: 'Festività in cui si lavora (una per riga)',
    holidaysAdded: 'Giorni di chiusura aggiunti (es. santo patrono)',
    holidaysHint: 'Formato MM-GG (ogni anno) o AAAA-MM-GG',
    saved: 'Salvato',
  },

  // Privacy e conservazione dati: settings section `privacy` (not in the spec; docs/PRIVACY.md
  // "Retention"). The refusals are the server's, `@shared/messages` PRIVACY_MSG.
  privacy: {
    title: 'PRIVACY',
    retention: 'Conservazione dei dati',
    retentionHint:
      'Ogni giorno ReviApp anonimizza i dati personali più vecchi dei mesi indicati qui sotto. Non si può annullare.',
    appointments: 'Mesi di conservazione degli appuntamenti',
    appointmentsHint: (min: number, max: number) =>
      `Da ${min} a ${max}. Passati questi mesi dal giorno della revisione, i dati del cliente diventano ANONIMO; griglia e Statistiche restano uguali. Almeno ${min}: i richiami leggono la revisione di due anni prima.`,
    messages: 'Mesi di conservazione dei messaggi',
    messagesHint: (min: number, max: number) =>
      `Da ${min} a ${max}. Passati questi mesi, telefono e testo di SMS e WhatsApp sono cancellati; i conteggi restano uguali.`,
  },
} as const;
