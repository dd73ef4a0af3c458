/** Recall screens (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap, impostazioni_lettere). */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

const load = () => import('../routes/recalls');

export const recallScreens: readonly Screen[] = [
  {
    path: paths.user.smsRevisioni,
    Component: lazy(() => load().then((m) => ({ default: m.RecallsRoute }))),
  },
  {
    path: paths.user.importaYap,
    Component: lazy(() => load().then((m) => ({ default: m.ImportRoute }))),
  },
  {
    path: paths.user.impostazioniLettere,
    Component: lazy(() => load().then((m) => ({ default: m.LetterSettingsRoute }))),
  },
  {
    path: paths.user.aggiungiRichiamo,
    Component: lazy(() => load().then((m) => ({ default: m.ManualRecallsRoute }))),
  },
];
