/**
 * Routes `#/user/sms_revisioni` and `#/user/importa_yap` (spec 001 §2): the recall list with
 * its buttons gated by option (+whatsapp, +invia_lettere, +esporta_lista), and the file
 * import (its gate +importa_yap is its row's, `app/screens/recalls.ts`) with WhatsApp
 * offered under +whatsapp.
 */
import { ImportPage, RecallsPage } from '@web/features/recalls/pages';
import { hasOption, useSession } from '@web/data/session';
import { PageLoader, useLoadingScreen } from '@web/components/page-loader';

export function RecallsRoute() {
  const session = useSession();
  if (useLoadingScreen(!session.data) || !session.data) return <PageLoader />;
  return (
    <RecallsPage
      whatsapp={hasOption(session.data, '+whatsapp')}
      letters={hasOption(session.data, '+invia_lettere')}
      exportList={hasOption(session.data, '+esporta_lista')}
    />
  );
}

export function ImportRoute() {
  const session = useSession();
  if (useLoadingScreen(!session.data) || !session.data) return <PageLoader />;
  return <ImportPage whatsapp={hasOption(session.data, '+whatsapp')} />;
}
