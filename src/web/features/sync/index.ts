/** Public surface of the SYNC feature (spec 000 §2 SYNC box, §4 SYNC; issue 11 item 7). */
export { SyncSideBox } from './components/sync-side-box';
