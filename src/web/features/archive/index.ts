/** Public surface of the archive feature (spec 001 §2 archivio). */
export { ArchivePage } from './components/archive-page';
