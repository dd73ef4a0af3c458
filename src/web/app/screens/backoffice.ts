/** Back-office screens (spec 001 §2 rubrica, officine, archivio, statistiche, password). */
import { paths } from '@web/config/paths';
import { hasOption } from '@web/data/session';
import { staffMenu } from './gates';
import { lazyScreen } from './lazy-page';
import type { Screen } from './types';

const contacts = () => import('@web/features/contacts/pages');
const archive = () => import('@web/features/archive/pages');
// The chart is a further lazy chunk inside the feature.
const statistics = () => import('@web/features/statistics/pages');
const workshopCodes = () => import('@web/features/workshop-codes/pages');
const account = () => import('@web/features/account/pages');

export const backofficeScreens: readonly Screen[] = [
  lazyScreen(paths.user.rubrica, 'Rubrica', contacts, (m) => m.ContactsPage, {
    menu: { icon: 'rubrica', order: 20 },
  }),
  lazyScreen(paths.user.archivio, 'Archivio', archive, (m) => m.ArchivePage, {
    menu: { icon: 'archivio', order: 30 },
  }),
  lazyScreen(paths.user.statistiche, 'Statistiche', statistics, (m) => m.StatisticsPage, {
    menu: { icon: 'statistiche', order: 40 },
  }),
  // In the menu only with +mod_kuma; the route stays open.
  lazyScreen(paths.user.officine, 'Codici Officine', workshopCodes, (m) => m.WorkshopCodesPage, {
    menu: { icon: 'officine', order: 110, show: (s) => hasOption(s, '+mod_kuma') },
  }),
  lazyScreen(paths.user.password, 'Password', account, (m) => m.PasswordPage, {
    menu: { icon: 'password', order: 130, show: staffMenu },
  }),
];
