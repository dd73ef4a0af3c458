/**
 * Visible Italian text of the ANNOTAZIONI VEICOLO popup (spec 000 §2 popups, §5). Its spec
 * messages are in `@shared/messages` (VEHICLE_ANNOTATIONS_MSG). Keep the wording: e2e tests
 * find elements by these labels.
 */
export const ANNOTATIONS_TEXTS = {
  title: 'ANNOTAZIONI VEICOLO',
  text: 'Annotazioni',
  retry: 'Riprova',
  save: 'SALVA',
} as const;
