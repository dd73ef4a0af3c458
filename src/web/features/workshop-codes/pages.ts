/** The workshop codes feature's screen (spec 001 §2 officine), mounted by a row of `src/web/app/screens/`. */
export { WorkshopCodesPage } from './components/codes-page';
