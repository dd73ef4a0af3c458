/**
 * `#/admin/modifica_utente?id=` (from lista_utenti): the account editor. Its other entrance,
 * `#/user/impostazioni_admin`, is a settings screen (the settings feature's
 * `AdminSettingsPage`, given `AccountEditor` by `src/web/app`).
 */
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths';
import { AccountEditor } from './account-editor';

export function AccountEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.admin.listaUtenti} replace />;
  return <AccountEditor id={id} />;
}
