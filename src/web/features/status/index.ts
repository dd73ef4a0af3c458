/** Status screens of spec 000 §2. */
export {
  AppScadutaPage,
  ConnectionErrorPage,
  NonAutorizzatoPage,
  ServerOffPage,
  SessionExpiredPage,
} from './pages';
export { StatusScreen } from './status-screen';
