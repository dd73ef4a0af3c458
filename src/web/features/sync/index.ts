/** Public surface of the SYNC feature (spec 000 §2 SYNC box, §4 SYNC; docs/RESILIENCE.md "SYNC"). */
export { SyncSideBox } from './components/sync-side-box';
