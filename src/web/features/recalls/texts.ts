/** Visible texts of the recall screens (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap; §5; §8). */
import { RECALLS_MSG } from '@shared/messages/recalls';
import { countLabel } from '@web/lib/count-label';

export const RECALLS_TEXTS = {
  title: 'Richiami Revisioni',
  heading: (name: string) => name,
  month: 'Mese',
  year: 'Anno revisione',
  dueHint: (dueYear: number) => `Scadenza nel ${dueYear}`,
  filters: 'Filtri',
  filterSms: 'Invio SMS/WA',
  filterPhone: 'Telefono valido',
  filterLetter: 'Invio lettera',
  filterAddress: 'Indirizzo valido',
  yes: 'SI',
  no: 'NO',
  any: 'Tutti',
  count: (label: string, n: number) => `${label} (${n})`,
  shown: (n: number, total: number) => `${n} di ${total} veicoli`,
  empty: RECALLS_MSG.noRecalls,
  loading: 'Caricamento…',
  loadError: 'Impossibile caricare i richiami',
  retry: 'Riprova',
  colName: 'Nome',
  colPhone: 'Telefono',
  colModel: 'Modello',
  colPlate: 'Targa',
  colHolder: 'Intestatario',
  colAddress: 'Indirizzo',
  colInspection: 'Revisione',
  colRecall: 'Richiamo',
  colLetter: 'Lettera',
  manual: 'Manuale',
  recallStates: ['No', 'In programmazione', 'Inviato'] as const,
  letterStates: ['No', 'Da stampare', 'Stampata'] as const,
  createSms: 'Crea campagna SMS',
  createWa: 'Crea campagna WhatsApp',
  letters: 'Lettere',
  exportList: 'Esporta',
  exportCsv: 'Esporta CSV',
  exportXlsx: 'Esporta Excel (XLSX)',
  campaignDialog: (wa: boolean) => (wa ? 'Nuova campagna WhatsApp' : 'Nuova campagna SMS'),
  campaignName: 'Nome campagna',
  campaignHint: (n: number) =>
    `Veicoli nella lista: ${n}. Numeri non validi e veicoli già richiamati vengono saltati.`,
  create: 'Crea',
  cancel: 'Annulla',
  created: (n: number) => `${RECALLS_MSG.inserted}: ${n} messaggi`,
  /** Phones kept on the vehicles but not mobiles: no SMS or WhatsApp for them (spec 000 §5). */
  /** Phones on the Non contattare list (docs/MESSAGING.md "Non contattare"). */
  skippedOptOut: (n: number) =>
    n === 1 ? '1 numero escluso (non contattare)' : `${n} numeri esclusi (non contattare)`,
  skippedPhones: (n: number) =>
    countLabel(n, 'numero non cellulare saltato', 'numeri non cellulari saltati'),
  // aggiungi_richimo
  addTitle: 'Aggiungi Richiamo',
  editTitle: 'Modifica Richiamo',
  name: 'Nome',
  phone: 'Telefono',
  model: 'Modello',
  plate: 'Targa',
  dueMonth: 'Mese scadenza',
  dueYear: 'Anno scadenza',
  save: 'SALVA',
  insert: 'INSERISCI',
  list: 'Richiami inseriti',
  noManual: 'Non ci sono richiami inseriti',
  edit: (n: string) => `Modifica ${n}`,
  remove: (n: string) => `Elimina ${n}`,
  confirmDelete: 'Eliminare il richiamo?',
  due: 'Scadenza',
} as const;

/** Texts of `#/user/importa_yap` (spec 001 §2, §5, §8). */
export const IMPORT_TEXTS = {
  title: 'Importa YAP',
  file: 'File CSV',
  filePlaceholder: 'Scegli il file esportato dal gestionale',
  clearFile: 'Rimuovi il file',
  encoding: (e: string) => `Codifica rilevata: ${e === 'utf-8' ? 'UTF-8' : 'Windows-1252'}`,
  columns: 'Colonne (1 = prima colonna)',
  colPhone: 'Telefono',
  colExpiry: 'Scadenza (AAAAMM)',
  colPlate: 'Targa',
  colVehicle: 'Veicolo',
  preview: 'Anteprima (prime righe)',
  rows: (n: number) => `Righe: ${n}`,
  validPhones: (n: number) => `Telefoni validi: ${n}`,
  skippedTitle: 'Righe saltate (nessun messaggio)',
  skippedCount: (n: number) => `Saltate: ${n}`,
  /** Rows whose phone no numbering plan has (spec 000 §5), in the preview and after the import. */
  invalidPhones: (n: number) => `Numeri di telefono non validi: ${n}`,
  /** Phones on the Non contattare list (docs/MESSAGING.md "Non contattare"). */
  skippedOptOut: (n: number) =>
    n === 1 ? '1 numero escluso (non contattare)' : `${n} numeri esclusi (non contattare)`,
  invalidSkipped: (n: number) =>
    n === 1
      ? 'Saltata 1 riga con numero di telefono non valido'
      : `Saltate ${n} righe con numero di telefono non valido`,
  skippedLine: 'Riga',
  skippedPhone: 'Telefono',
  skippedReason: 'Motivo',
  skipReason: {
    missing: 'Telefono mancante',
    invalid: 'Numero di telefono non valido',
    not_mobile: 'Non è un cellulare (fisso o estero)',
  } as const,
  suspicious: (n: number) => `Potrebbero esserci targhe errate: ${n}`,
  campaignName: 'Nome campagna',
  textKind: 'Testo',
  textRegular: 'Testo richiami',
  textNormalised: 'Testo normalizzati',
  importSms: 'Importa come SMS',
  importWa: 'Importa come WhatsApp',
  uploading: (p: number) => `Importazione in corso… ${p}%`,
  readError: 'Impossibile leggere il file',
} as const;

/** Texts of the Lettere button's dialog (spec 001 §2 sms_revisioni, §8; impostazioni_lettere is in the settings feature). */
export const LETTER_TEXTS = {
  dialogTitle: 'Lettere',
  printable: (n: number) => `Lettere da stampare: ${n} (veicoli con indirizzo valido)`,
  alreadyPrinted: (n: number) => `Già stampate: ${n}`,
  reprint: 'Includi anche le lettere già stampate',
  generate: 'Genera PDF',
  none: 'Nessuna lettera da stampare',
  progress: (done: number, total: number) => `Creazione lettere… ${done} di ${total}`,
  done: (n: number) => `PDF creato: ${n} lettere`,
  cancelled: 'Creazione lettere annullata',
} as const;
