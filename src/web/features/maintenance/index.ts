/** Maintenance switch of the super-admin (spec 000 §4; issue 11 item 3). */
export { ServerStatePage } from './components/server-state-page';
