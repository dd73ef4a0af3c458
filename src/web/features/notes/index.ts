/** Public surface of the daily notes feature (spec 000 §2 notes block). */
export { NotesBlock } from './components/notes-block';
