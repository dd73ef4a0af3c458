/** The archive feature's screen (spec 001 §2 archivio), mounted by a row of `src/web/app/screens/`. */
export { ArchivePage } from './components/archive-page';
