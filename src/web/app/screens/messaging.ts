/** Messaging screens (spec 001 §2 sms_comunicazioni, wa_comunicazioni). */
import { paths } from '@web/config/paths';
import { withOption } from './gates';
import { lazyPage } from './lazy-page';
import type { Screen } from './types';

const load = () => import('@web/features/messaging/pages');

export const messagingScreens: readonly Screen[] = [
  {
    path: paths.user.smsComunicazioni,
    title: 'SMS',
    menu: { icon: 'sms', order: 70 },
    Component: lazyPage(load, (m) => m.CampaignsPage, { channel: 'sms' }),
  },
  {
    path: paths.user.waComunicazioni,
    title: 'WhatsApp',
    gate: withOption('+whatsapp', paths.user.appuntamenti),
    menu: { icon: 'whatsapp', order: 80 },
    Component: lazyPage(load, (m) => m.CampaignsPage, { channel: 'wa' }),
  },
];
