/** The statistics feature's screen (spec 001 §2 statistiche), mounted by a row of `src/web/app/screens/`. */
export { StatisticsPage } from './components/statistics-page';
