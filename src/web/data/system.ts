/**
 * GET `/api/status` (contract `getAppStatus`, spec 000 §4 stato_server, §7 app_status):
 * open, or closed for maintenance with the super-admin's text. Read by the admin's
 * #/admin/stato_server (maintenance feature) and by #/server_off, which asks it every 10 s
 * (status feature).
 */
import { queryOptions } from '@tanstack/react-query';
import { getAppStatus } from '@shared/contracts/system';
import { call } from '@web/lib/api-client';
import { systemKeys } from './keys';

/** Query options of the service state (key `systemKeys.status()`). */
export const appStatusQuery = () =>
  queryOptions({ queryKey: systemKeys.status(), queryFn: () => call(getAppStatus) });
