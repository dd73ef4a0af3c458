import type { Session } from '@shared/contracts/auth';
import { paths } from '@web/config/paths';

/**
 * Where a fresh session starts: the admin on its user list, a workshop on the grid, or on
 * the workshop route it was sent away from (`from`, from the "Sessione scaduta" screen).
 */
export function homeOf(session: Session, from?: unknown): string {
  if (session.role === 'admin') return paths.admin.listaUtenti;
  return typeof from === 'string' && from.startsWith('/user/') ? from : paths.user.appuntamenti;
}
