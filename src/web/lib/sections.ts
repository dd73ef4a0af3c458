/**
 * The workshop and admin sections (spec 000 §2 routes, side menu wording): path and
 * Italian title (titles in `@web/config/texts`). Used by the side menu and by the
 * placeholder pages of sections not built yet.
 */
import { paths } from '@web/config/paths';
import { SECTION_TITLES as S } from '@web/config/texts';

/** A routed section: its hash path and its Italian title. */
export type Section = { path: string; title: string };

/** Every `#/user/<x>` route of spec 000 §2 except appuntamenti, with its Italian title. */
export const USER_SECTIONS: readonly Section[] = [
  { path: paths.user.rubrica, title: S.rubrica },
  { path: paths.user.archivio, title: S.archivio },
  { path: paths.user.statistiche, title: S.statistiche },
  { path: paths.user.smsRevisioni, title: S.smsRevisioni },
  { path: paths.user.aggiungiRichiamo, title: S.aggiungiRichiamo },
  { path: paths.user.smsComunicazioni, title: S.smsComunicazioni },
  { path: paths.user.waComunicazioni, title: S.waComunicazioni },
  { path: paths.user.importaYap, title: S.importaYap },
  { path: paths.user.notifiche, title: S.notifiche },
  { path: paths.user.officine, title: S.officine },
  { path: paths.user.impostazioniHome, title: S.impostazioniHome },
  { path: paths.user.impostazioniApp, title: S.impostazioniApp },
  { path: paths.user.impostazioniTool, title: S.impostazioniTool },
  { path: paths.user.impostazioniWa, title: S.impostazioniWa },
  { path: paths.user.impostazioniSms, title: S.impostazioniSms },
  { path: paths.user.impostazioniLettere, title: S.impostazioniLettere },
  { path: paths.user.impostazioniWeb, title: S.impostazioniWeb },
  { path: paths.user.impostazioniAdmin, title: S.impostazioniAdmin },
  { path: paths.user.password, title: S.password },
];

/** The admin routes of spec 000 §2. */
export const ADMIN_SECTIONS: readonly Section[] = [
  { path: paths.admin.listaUtenti, title: S.listaUtenti },
  { path: paths.admin.nuovoUtente, title: S.nuovoUtente },
  { path: paths.admin.notificaTutti, title: S.notificaTutti },
  { path: paths.admin.statoServer, title: S.statoServer },
  { path: paths.admin.registro, title: S.registro },
];

/** Italian title of a section path, or undefined. */
export function sectionTitle(path: string): string | undefined {
  if (path === paths.user.appuntamenti) return S.appuntamenti;
  if (path === paths.admin.modificaUtente) return S.modificaUtente;
  return [...USER_SECTIONS, ...ADMIN_SECTIONS].find((s) => s.path === path)?.title;
}
