/**
 * Default Italian texts of the message templates and of the public booking page (spec 001
 * §3 config_sms, config_wa, config_web), and the helper tool's default address. The demo
 * workshop is seeded with them and the settings screens offer them as a starting point.
 * Each template uses exactly the variables spec 001 §5 allows for it
 * (`TEMPLATE_VARIABLES`); `$…$` is replaced when a message is composed.
 */

/** The six message templates shared by the SMS and WhatsApp settings (spec 001 §3). */
export const MESSAGE_TEMPLATE_FIELDS = [
  'testo_promemoria',
  'testo_richiami',
  'testo_normalizzati',
  'testo_tagliandini',
  'testo_veicolo_pronto',
  'testo_conferma_web',
] as const;
export type MessageTemplateField = (typeof MESSAGE_TEMPLATE_FIELDS)[number];

/**
 * Variables each template may use (spec 001 §5 "Template variables"). Beyond the spec,
 * reminders may carry `$link$`: the appointment's own page, where the customer confirms,
 * cancels or moves it (docs/MESSAGING.md "Customer links"); without it nothing changes.
 * Reminders and recalls may carry `$stop$`: the customer's link to stop all messages
 * (docs/MESSAGING.md "Non contattare"; Codice Privacy art. 130: an easy, free opt-out in
 * every promotional message). The recalls' default texts carry it.
 */
export const TEMPLATE_VARIABLES: Record<MessageTemplateField, readonly string[]> = {
  testo_promemoria: ['$giorno$', '$ora$', '$veicolo$', '$targa$', '$link$', '$stop$'],
  testo_richiami: ['$veicolo$', '$mese$', '$targa$', '$stop$'],
  testo_normalizzati: ['$veicolo$', '$mese$', '$targa$', '$stop$'],
  testo_tagliandini: ['$veicolo$', '$targa$'],
  testo_veicolo_pronto: ['$veicolo$', '$targa$'],
  testo_conferma_web: ['$veicolo$', '$link$'],
};

/**
 * Variables a template allows that its default text leaves out on purpose: the reminder's
 * customer link and stop link are opt-in (docs/MESSAGING.md "Customer links", "Non
 * contattare"): a reminder answers an appointment the customer made.
 */
export const OPT_IN_VARIABLES: Partial<Record<MessageTemplateField, readonly string[]>> = {
  testo_promemoria: ['$link$', '$stop$'],
};

/** The variables of `field` its default text uses: the allowed ones but the opt-in ones. */
export function defaultVariables(field: MessageTemplateField): string[] {
  const optIn = OPT_IN_VARIABLES[field] ?? [];
  return TEMPLATE_VARIABLES[field].filter((v) => !optIn.includes(v));
}

/** SMS texts: plain, short, no formatting (config_sms). */
export const DEFAULT_SMS_TEXTS: Record<MessageTemplateField, string> = {
  testo_promemoria:
    'Gentile cliente, le ricordiamo la revisione del veicolo $veicolo$ targa $targa$ ' +
    'il giorno $giorno$ alle ore $ora$. Se non potesse venire ci avvisi. Grazie!',
  // A recall carries `$stop$`, a ~60-character URL: the text around it is kept short so a
  // recall with a usual model, plate and address still fits one SMS (160 GSM-7 characters).
  testo_richiami: 'Revisione $veicolo$ $targa$ scade a $mese$: prenoti da noi. Stop SMS: $stop$',
  testo_normalizzati:
    'Revisione $veicolo$ ($targa$): scade a $mese$, ci contatti. Stop SMS: $stop$',
  testo_tagliandini:
    'Gentile cliente, è il momento del tagliando del veicolo $veicolo$ targa $targa$. ' +
    'Ci contatti per fissare un appuntamento.',
  testo_veicolo_pronto:
    'Gentile cliente, la revisione del veicolo $veicolo$ targa $targa$ è terminata: ' +
    'può passare a ritirarlo. Grazie per averci scelto!',
  testo_conferma_web:
    'Gentile cliente, abbiamo ricevuto la prenotazione della revisione per $veicolo$. ' +
    'Per confermarla o disdirla apra il link: $link$',
};

/** WhatsApp texts: the same messages, a little warmer, with WhatsApp *bold* (config_wa). */
export const DEFAULT_WA_TEXTS: Record<MessageTemplateField, string> = {
  testo_promemoria:
    'Buongiorno! Le ricordiamo l’appuntamento per la revisione del veicolo *$veicolo$* ' +
    '(targa $targa$) il giorno *$giorno$ alle ore $ora$*.\n' +
    'Se non potesse venire, ce lo faccia sapere rispondendo a questo messaggio. Grazie!',
  testo_richiami:
    'Buongiorno! La revisione del veicolo *$veicolo$* (targa $targa$) scade a *$mese$*.\n' +
    'Risponda a questo messaggio per prenotare: saremo lieti di accoglierla.\n' +
    'Per non ricevere più messaggi: $stop$',
  testo_normalizzati:
    'Buongiorno! A *$mese$* scade la revisione del suo veicolo $veicolo$ (targa $targa$).\n' +
    'Risponda a questo messaggio per prenotarla.\n' +
    'Per non ricevere più messaggi: $stop$',
  testo_tagliandini:
    'Buongiorno! È il momento del tagliando del veicolo *$veicolo$* (targa $targa$).\n' +
    'Risponda a questo messaggio per fissare un appuntamento.',
  testo_veicolo_pronto:
    'Buongiorno! La revisione del veicolo *$veicolo$* (targa $targa$) è terminata: ' +
    'può passare a ritirarlo quando preferisce. Grazie per averci scelto!',
  testo_conferma_web:
    'Buongiorno! Abbiamo ricevuto la prenotazione della revisione per *$veicolo$*.\n' +
    'Per confermarla o disdirla apra questo link: $link$',
};

/** Texts of the public booking page (config_web). */
export const DEFAULT_WEB_TEXTS = {
  testo_home_page:
    'Benvenuto nel servizio di prenotazione online delle revisioni. Scelga il giorno e ' +
    'l’orario che preferisce: riceverà un messaggio con il link per confermare ' +
    'l’appuntamento. Porti con sé il libretto di circolazione e un documento di identità.',
  testo_manutenzione:
    'Il servizio di prenotazione online è momentaneamente sospeso per manutenzione. ' +
    'La preghiamo di riprovare più tardi o di contattarci per telefono.',
} as const;

/** Default address of the ReviApp Tool on the staff PC (README "SMS provider and ReviApp Tool simulator"). */
export const DEFAULT_TOOL_SERVER = 'http://localhost:1987';

/** The `$name$` variables a text uses, in order of first appearance, without repeats. */
export function templateVariablesIn(text: string): string[] {
  return [...new Set(text.match(/\$[a-z_]+\$/g) ?? [])];
}
