/**
 * Routes `#/user/impostazioni_home`, `_app`, `_sms`, `_wa`, `_tool`, `_admin` (spec 001 §2):
 * the settings screens, loaded as their own chunk; impostazioni_admin is given the admin
 * feature's account editor.
 */
import { Navigate } from 'react-router';
import { paths } from '@web/config/paths';
import { useSession } from '@web/data/session';
import { AccountEditor } from '@web/features/admin/pages';
import { AdminSettingsPage, type AccountEditorSlot } from '@web/features/settings/pages';

export {
  AppSettingsPage as AppSettingsRoute,
  SettingsHomePage as SettingsHomeRoute,
  SmsSettingsPage as SmsSettingsRoute,
  ToolSettingsPage as ToolSettingsRoute,
  WaSettingsPage as WaSettingsRoute,
} from '@web/features/settings/pages';

const editor: AccountEditorSlot = (id, header) => <AccountEditor id={id} header={header} />;

/** Only the admin (spec 000 §6); others go to #/non_autorizzato. */
export function AdminSettingsRoute() {
  const session = useSession().data;
  if (!session) return null;
  if (session.role !== 'admin') return <Navigate to={paths.nonAutorizzato} replace />;
  return <AdminSettingsPage renderEditor={editor} />;
}
