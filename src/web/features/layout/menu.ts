/**
 * Side-menu entries and their gates (spec 000 §2 "Side menu", §6 option flags):
 * WhatsApp needs +whatsapp, Importa YAP +importa_yap, Codici Officine +mod_kuma; with
 * +mod_kuma, Notifiche, Impostazioni and Password are hidden unless the user is admin.
 * ADMIN entries only for the admin. Workshop entries need a workshop in the session (the
 * super-admin alone has none, so it sees only ADMIN). Esci is drawn by the menu itself.
 */
import type { Session } from '@shared/contracts/auth';
import { paths } from '@web/config/paths';
import { hasOption } from '@web/data/session';
import { ADMIN_SECTIONS } from '@web/lib/sections';
import { SECTION_TITLES as S } from '@web/config/texts';
import { LAYOUT_TEXTS } from './texts';

export type MenuIcon =
  | 'appuntamenti'
  | 'rubrica'
  | 'archivio'
  | 'statistiche'
  | 'richiami'
  | 'aggiungi'
  | 'sms'
  | 'whatsapp'
  | 'yap'
  | 'notifiche'
  | 'officine'
  | 'impostazioni'
  | 'password'
  | 'admin';

export type MenuEntry = { label: string; to: string; icon: MenuIcon };

/** The entries the session may see, in the spec's order (without Esci). */
export function menuEntries(session: Session): MenuEntry[] {
  const isAdmin = session.role === 'admin';
  const kuma = hasOption(session, '+mod_kuma');
  const staffOnly = !kuma || isAdmin;
  const out: MenuEntry[] = [];
  if (session.workshop) {
    const u = paths.user;
    const add = (show: boolean, label: string, to: string, icon: MenuIcon) =>
      show && out.push({ label, to, icon });
    add(true, S.appuntamenti, u.appuntamenti, 'appuntamenti');
    add(true, S.rubrica, u.rubrica, 'rubrica');
    add(true, S.archivio, u.archivio, 'archivio');
    add(true, S.statistiche, u.statistiche, 'statistiche');
    add(true, S.smsRevisioni, u.smsRevisioni, 'richiami');
    add(true, S.aggiungiRichiamo, u.aggiungiRichiamo, 'aggiungi');
    add(true, S.smsComunicazioni, u.smsComunicazioni, 'sms');
    add(hasOption(session, '+whatsapp'), S.waComunicazioni, u.waComunicazioni, 'whatsapp');
    add(hasOption(session, '+importa_yap'), S.importaYap, u.importaYap, 'yap');
    add(staffOnly, S.notifiche, u.notifiche, 'notifiche');
    add(kuma, S.officine, u.officine, 'officine');
    add(staffOnly, S.impostazioniHome, u.impostazioniHome, 'impostazioni');
    add(staffOnly, S.password, u.password, 'password');
  }
  return out;
}

/** The ADMIN group's entries (admin only), else empty. */
export function adminEntries(session: Session): MenuEntry[] {
  if (session.role !== 'admin') return [];
  return ADMIN_SECTIONS.map((s) => ({ label: s.title, to: s.path, icon: 'admin' as const }));
}

// The bar's colour rules live in @web/lib (the settings' colour picker shows them too).
export { barBackground, barColor } from '@web/lib/bar-color';

/** The label under the menu (spec 000 §9). */
export const VERSION_LABEL = LAYOUT_TEXTS.version;
