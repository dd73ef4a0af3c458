/**
 * Routes `#/user/sms_revisioni`, `#/user/aggiungi_richimo` and `#/user/importa_yap` (spec
 * 001 §2): the recall list, its buttons gated by option (+whatsapp, +invia_lettere,
 * +esporta_lista), the recall form, and the file import (+importa_yap).
 */
import { Navigate } from 'react-router';
import { ImportPage, ManualRecallsPage, RecallsPage } from '@web/features/recalls/pages';
import { LetterSettingsPage } from '@web/features/settings/pages';
import { paths } from '@web/config/paths';
import { hasOption, useSession } from '@web/data/session';
import { PageLoader } from '@web/components/page-loader';

export function RecallsRoute() {
  const session = useSession();
  if (!session.data) return <PageLoader />;
  return (
    <RecallsPage
      whatsapp={hasOption(session.data, '+whatsapp')}
      letters={hasOption(session.data, '+invia_lettere')}
      exportList={hasOption(session.data, '+esporta_lista')}
    />
  );
}

export function ManualRecallsRoute() {
  return <ManualRecallsPage />;
}

/** `#/user/importa_yap`, only with +importa_yap (spec 000 §2 side menu). */
export function ImportRoute() {
  const session = useSession();
  if (!session.data) return <PageLoader />;
  if (!hasOption(session.data, '+importa_yap'))
    return <Navigate to={paths.user.appuntamenti} replace />;
  return <ImportPage whatsapp={hasOption(session.data, '+whatsapp')} />;
}

/** `#/user/impostazioni_lettere`, only with +invia_lettere (spec 001 §2 LETTERE tile). */
export function LetterSettingsRoute() {
  const session = useSession();
  if (!session.data) return <PageLoader />;
  if (!hasOption(session.data, '+invia_lettere'))
    return <Navigate to={paths.user.impostazioniHome} replace />;
  return <LetterSettingsPage />;
}
