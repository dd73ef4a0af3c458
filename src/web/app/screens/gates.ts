/**
 * The gates the screen tables share (spec 000 §2 "Side menu", §6 option flags and roles),
 * as `Gate` values and menu `show` rules.
 */
import type { Session } from '@shared/contracts/auth';
import { hasOption } from '@web/data/session';
import type { Gate } from './types';

/** Opens with option `flag` (e.g. `+whatsapp`); without it the desk goes to `otherwise`. */
export const withOption = (flag: string, otherwise: string): Gate => ({
  allows: (session) => hasOption(session, flag),
  otherwise,
});

/** With +mod_kuma, Notifiche, Impostazioni and Password leave the menu unless admin. */
export const staffMenu = (session: Session) =>
  !hasOption(session, '+mod_kuma') || session.role === 'admin';
