/** Route `#/admin/stato_server` (issue 11 item 3): the maintenance switch, its own chunk. */
export { ServerStatePage as ServerStateRoute } from '@web/features/maintenance';
