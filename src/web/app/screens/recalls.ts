/** Recall screens (spec 001 §2 sms_revisioni, aggiungi_richimo, importa_yap). */
import { paths } from '@web/config/paths';
import { withOption } from './gates';
import { lazyScreen } from './lazy-page';
import type { Screen } from './types';

// The list and the import take their option-gated buttons from the session there.
const routes = () => import('../routes/recalls');
const pages = () => import('@web/features/recalls/pages');

export const recallScreens: readonly Screen[] = [
  lazyScreen(paths.user.smsRevisioni, 'Richiami Revisioni', routes, (m) => m.RecallsRoute, {
    menu: { icon: 'richiami', order: 50 },
  }),
  lazyScreen(paths.user.aggiungiRichiamo, 'Aggiungi Richiamo', pages, (m) => m.ManualRecallsPage, {
    menu: { icon: 'aggiungi', order: 60 },
  }),
  lazyScreen(paths.user.importaYap, 'Importa YAP', routes, (m) => m.ImportRoute, {
    gate: withOption('+importa_yap', paths.user.appuntamenti),
    menu: { icon: 'yap', order: 90 },
  }),
];
