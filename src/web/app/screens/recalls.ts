/** Recall screens (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap). */
import { paths } from '@web/config/paths';
import { withOption } from './gates';
import { lazyPage } from './lazy-page';
import type { Screen } from './types';

// The list and the import take their option-gated buttons from the session there.
const routes = () => import('../routes/recalls');

export const recallScreens: readonly Screen[] = [
  {
    path: paths.user.smsRevisioni,
    title: 'Richiami Revisioni',
    menu: { icon: 'richiami', order: 50 },
    Component: lazyPage(routes, (m) => m.RecallsRoute),
  },
  {
    path: paths.user.aggiungiRichiamo,
    title: 'Aggiungi Richiamo',
    menu: { icon: 'aggiungi', order: 60 },
    Component: lazyPage(
      () => import('@web/features/recalls/pages'),
      (m) => m.ManualRecallsPage,
    ),
  },
  {
    path: paths.user.importaYap,
    title: 'Importa YAP',
    gate: withOption('+importa_yap', paths.user.appuntamenti),
    menu: { icon: 'yap', order: 90 },
    Component: lazyPage(routes, (m) => m.ImportRoute),
  },
];
