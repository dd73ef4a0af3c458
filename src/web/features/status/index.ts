/** Status screens of spec 000 §2. */
export {
  AppScadutaPage,
  ConnectionErrorPage,
  NonAutorizzatoPage,
  ServerOffPage,
  SessionExpiredPage,
} from './pages';
export {
  BRIDGE_WAIT_MS,
  ConnectionLostPage,
  ExitBridgePage,
  probeServer,
  RECONNECT_MS,
  RESUME_KEY,
  type Reachability,
} from './connection-pages';
export { STATUS_TEXTS } from './texts';
export { StatusScreen } from './status-screen';
