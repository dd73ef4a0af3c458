/**
 * Tiles of #/user/impostazioni_home (spec 001 §2, §6): one per settings screen, in the
 * spec's order, each shown when the session may open its screen. Who may open which is the
 * gate of the screen's row (`src/web/app/screens/settings.ts`, given to the home as
 * `canOpen`): ADMIN only for the admin, WHATSAPP with +whatsapp (the admin sees it
 * without), LETTERE with +invia_lettere, APPUNTAMENTI ONLINE when the workshop has a
 * link_web. PRIVACY (docs/PRIVACY.md "Retention", not in the spec) comes last, for every
 * workshop.
 */
import type { Session } from '@shared/contracts/auth';
import { paths } from '@web/config/paths';
import { SETTINGS_TEXTS } from '../texts';

export type TileKey = keyof typeof SETTINGS_TEXTS.tiles;
export type Tile = { key: TileKey; label: string; hint: string; to: string };
/** True when `session` may open the screen at `path`. */
export type CanOpen = (path: string, session: Session) => boolean;

const u = paths.user;
const TILES: [TileKey, string][] = [
  ['admin', u.impostazioniAdmin],
  ['app', u.impostazioniApp],
  ['sms', u.impostazioniSms],
  ['wa', u.impostazioniWa],
  ['lettere', u.impostazioniLettere],
  ['web', u.impostazioniWeb],
  ['tool', u.impostazioniTool],
  // Beyond the spec: the retention months (docs/PRIVACY.md "Retention"), last.
  ['privacy', u.impostazioniPrivacy],
];

/** The tiles the session sees, in the spec's order. */
export function settingsTiles(session: Session, canOpen: CanOpen): Tile[] {
  return TILES.filter(([, to]) => canOpen(to, session)).map(([key, to]) => ({
    key,
    to,
    label: SETTINGS_TEXTS.tiles[key],
    hint: SETTINGS_TEXTS.tileHints[key],
  }));
}
