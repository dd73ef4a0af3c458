/** Public surface of the statistics feature (spec 001 §2 statistiche). */
export { StatisticsPage } from './components/statistics-page';
