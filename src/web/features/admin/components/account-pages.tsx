/**
 * The editor's two entrances: `#/admin/modifica_utente?id=` (from lista_utenti) and
 * `#/user/impostazioni_admin` (spec 001 §2: the ADMIN tile of the account the admin works
 * in; other users are sent to #/non_autorizzato, spec 000 §6).
 */
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths';
import { useSession } from '@web/data/session';
import { AccountEditor } from './account-editor';

export function AccountEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.admin.listaUtenti} replace />;
  return <AccountEditor id={id} />;
}

export function AdminSettingsPage() {
  const session = useSession().data;
  if (!session) return null;
  if (session.role !== 'admin') return <Navigate to={paths.nonAutorizzato} replace />;
  if (!session.workshop) return <Navigate to={paths.admin.listaUtenti} replace />;
  return <AccountEditor id={session.workshop.id} inside />;
}
