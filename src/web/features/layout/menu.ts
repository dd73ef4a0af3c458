/**
 * Side-menu entries and their gates (spec 000 §2 "Side menu", §6 option flags), from the
 * screen rows `src/web/app` passes in (`app/screens/<area>.ts`): a row with `menu` is an
 * entry when its gate (if any) lets the session in and its `show` (if any) agrees —
 * WhatsApp needs +whatsapp, Importa YAP +importa_yap, Codici Officine +mod_kuma; with
 * +mod_kuma, Notifiche, Impostazioni and Password are hidden unless the user is admin.
 * Workshop entries need a workshop in the session (the super-admin alone has none, so it
 * sees only ADMIN), in the rows' `order`; ADMIN entries only for the admin. Esci is drawn
 * by the menu itself.
 */
import type { Session } from '@shared/contracts/auth';
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
  | 'utenti'
  | 'nuovo-utente'
  | 'notifica-tutti'
  | 'registro';

/** What the menu reads of a screen row (`src/web/app/screens/types.ts` `Screen`). */
export type MenuScreen = {
  path: string;
  title: string;
  gate?: { allows: (session: Session) => boolean };
  menu?: { icon?: MenuIcon; order: number; show?: (session: Session) => boolean };
};

/** The screen rows of the two menu groups. */
export type MenuScreens = { user: readonly MenuScreen[]; admin: readonly MenuScreen[] };

export type MenuEntry = { label: string; to: string; icon?: MenuIcon };

/** The rows with a menu entry that `session` may see, in their `order`. */
function entriesOf(session: Session, screens: readonly MenuScreen[]): MenuEntry[] {
  return screens
    .filter(
      (s) =>
        s.menu && (!s.gate || s.gate.allows(session)) && (!s.menu.show || s.menu.show(session)),
    )
    .sort((a, b) => a.menu!.order - b.menu!.order)
    .map((s) => ({ label: s.title, to: s.path, icon: s.menu!.icon }));
}

/** The workshop entries the session may see, in the spec's order (without Esci). */
export function menuEntries(session: Session, screens: MenuScreens): MenuEntry[] {
  return session.workshop ? entriesOf(session, screens.user) : [];
}

/** The ADMIN group's entries (admin only), else empty. */
export function adminEntries(session: Session, screens: MenuScreens): MenuEntry[] {
  return session.role === 'admin' ? entriesOf(session, screens.admin) : [];
}

// The bar's colour rules live in @web/lib (the settings' colour picker shows them too).
export { barBackground, barColor } from '@web/lib/bar-color';

/** The label under the menu (spec 000 §9). */
export const VERSION_LABEL = LAYOUT_TEXTS.version;
