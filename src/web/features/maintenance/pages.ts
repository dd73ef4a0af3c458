/** Maintenance switch of the super-admin (spec 000 §4; docs/RESILIENCE.md). */
export { ServerStatePage } from './components/server-state-page';
