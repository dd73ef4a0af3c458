/**
 * Titles of the workshop and admin sections (spec 000 §2 routes, side menu wording).
 * Used by the side menu and by the placeholder pages of sections not built yet.
 */
import { paths } from '../config/paths';

export type Section = { path: string; title: string };

/** Every `#/user/<x>` route of spec 000 §2 except appuntamenti, with its Italian title. */
export const USER_SECTIONS: readonly Section[] = [
  { path: paths.user.rubrica, title: 'Rubrica' },
  { path: paths.user.archivio, title: 'Archivio' },
  { path: paths.user.statistiche, title: 'Statistiche' },
  { path: paths.user.smsRevisioni, title: 'Richiami Revisioni' },
  { path: paths.user.aggiungiRichiamo, title: 'Aggiungi Richiamo' },
  { path: paths.user.smsComunicazioni, title: 'SMS' },
  { path: paths.user.waComunicazioni, title: 'WhatsApp' },
  { path: paths.user.importaYap, title: 'Importa YAP' },
  { path: paths.user.notifiche, title: 'Notifiche' },
  { path: paths.user.officine, title: 'Codici Officine' },
  { path: paths.user.impostazioniHome, title: 'Impostazioni' },
  { path: '/user/impostazioni_app', title: 'Impostazioni App' },
  { path: '/user/impostazioni_tool', title: 'Impostazioni Tool' },
  { path: '/user/impostazioni_wa', title: 'Impostazioni WhatsApp' },
  { path: '/user/impostazioni_sms', title: 'Impostazioni SMS' },
  { path: '/user/impostazioni_lettere', title: 'Impostazioni Lettere' },
  { path: '/user/impostazioni_web', title: 'Impostazioni Web' },
  { path: '/user/impostazioni_admin', title: 'Impostazioni Admin' },
  { path: paths.user.password, title: 'Password' },
];

/** The admin routes of spec 000 §2. */
export const ADMIN_SECTIONS: readonly Section[] = [
  { path: paths.admin.listaUtenti, title: 'Lista utenti' },
  { path: paths.admin.nuovoUtente, title: 'Nuovo utente' },
  { path: paths.admin.notificaTutti, title: 'Notifica tutti' },
];

/** Italian title of a section path, or undefined. */
export function sectionTitle(path: string): string | undefined {
  if (path === paths.user.appuntamenti) return 'Appuntamenti';
  return [...USER_SECTIONS, ...ADMIN_SECTIONS].find((s) => s.path === path)?.title;
}
