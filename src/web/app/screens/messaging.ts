/** Messaging screens (spec 001 §2 sms_comunicazioni, wa_comunicazioni). */
import { lazy } from 'react';
import { paths } from '@web/config/paths';
import type { Screen } from './types';

const load = () => import('../routes/messaging');

export const messagingScreens: readonly Screen[] = [
  {
    path: paths.user.smsComunicazioni,
    Component: lazy(() => load().then((m) => ({ default: m.SmsCampaignsRoute }))),
  },
  {
    path: paths.user.waComunicazioni,
    Component: lazy(() => load().then((m) => ({ default: m.WaCampaignsRoute }))),
  },
];
