/** Public surface of the workshop codes feature (spec 001 §2 officine). */
export { WorkshopCodesPage } from './components/codes-page';
