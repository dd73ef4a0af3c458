/**
 * Tiles of #/user/impostazioni_home and the gates of the settings screens (spec 001 §2, §6):
 * ADMIN only for the admin, WHATSAPP with +whatsapp (the admin sees it without), LETTERE
 * with +invia_lettere, APPUNTAMENTI ONLINE when the workshop has a link_web.
 */
import type { Session } from '@shared/contracts/auth';
import { paths } from '@web/config/paths';
import { hasOption } from '@web/data/session';
import { SETTINGS_TEXTS } from '../texts';

export type TileKey = keyof typeof SETTINGS_TEXTS.tiles;
export type Tile = { key: TileKey; label: string; hint: string; to: string };

/** True when the session may open the WhatsApp settings (spec 001 §6). */
export function canSeeWhatsAppSettings(session: Session): boolean {
  return session.role === 'admin' || hasOption(session, '+whatsapp');
}

/** The tiles the session sees, in the spec's order. */
export function settingsTiles(session: Session): Tile[] {
  const u = paths.user;
  const show: [TileKey, string, boolean][] = [
    ['admin', u.impostazioniAdmin, session.role === 'admin'],
    ['app', u.impostazioniApp, true],
    ['sms', u.impostazioniSms, true],
    ['wa', u.impostazioniWa, canSeeWhatsAppSettings(session)],
    ['lettere', u.impostazioniLettere, hasOption(session, '+invia_lettere')],
    ['web', u.impostazioniWeb, !!session.workshop?.linkWeb],
    ['tool', u.impostazioniTool, true],
  ];
  return show
    .filter(([, , visible]) => visible)
    .map(([key, to]) => ({
      key,
      to,
      label: SETTINGS_TEXTS.tiles[key],
      hint: SETTINGS_TEXTS.tileHints[key],
    }));
}
