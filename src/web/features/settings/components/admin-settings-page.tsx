/**
 * `#/user/impostazioni_admin` (spec 001 §2: the ADMIN tile, the editor of the account the
 * super-admin works in; spec 000 §6: only the admin, gated by its row in
 * `src/web/app/screens/settings.ts`). The editor belongs to the admin feature (the same one
 * as `#/admin/modifica_utente`), so `src/web/app` passes it in as `renderEditor`; this
 * screen gives it the settings header (Back to impostazioni_home and the title).
 */
import type { ReactNode } from 'react';
import { useSession } from '@web/data/session';
import { SettingsHeader } from './settings-frame';

/** The editor slot: account `workshopId`, drawing `header(title)` above its blocks. */
export type AccountEditorSlot = (
  workshopId: number,
  header: (title: string) => ReactNode,
) => ReactNode;

const header = (title: string) => <SettingsHeader title={title} />;

export function AdminSettingsPage({ renderEditor }: { renderEditor: AccountEditorSlot }) {
  const workshop = useSession().data?.workshop;
  // The workshop area's guard sends a super-admin without an account to lista_utenti.
  if (!workshop) return null;
  return <>{renderEditor(workshop.id, header)}</>;
}
