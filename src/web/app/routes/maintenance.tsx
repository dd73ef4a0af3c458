/** Route `#/admin/stato_server` (docs/RESILIENCE.md "Maintenance, versions, exit bridge"): the maintenance switch, its own chunk. */
export { ServerStatePage as ServerStateRoute } from '@web/features/maintenance';
