/**
 * Routes `#/user/sms_comunicazioni` and `#/user/wa_comunicazioni` (spec 001 §2): the
 * campaign screen of each channel. WhatsApp is gated by +whatsapp, like the side menu.
 */
import { Navigate } from 'react-router';
import { paths } from '@web/config/paths';
import { CampaignsPage } from '@web/features/messaging/pages';
import { hasOption, useSession } from '@web/data/session';
import { PageLoader } from '@web/components/page-loader';

export function SmsCampaignsRoute() {
  return <CampaignsPage channel="sms" />;
}

export function WaCampaignsRoute() {
  const session = useSession();
  if (!session.data) return <PageLoader />;
  if (!hasOption(session.data, '+whatsapp'))
    return <Navigate to={paths.user.appuntamenti} replace />;
  return <CampaignsPage channel="wa" />;
}
