/** Public surface of the appointments feature: the grid screen `#/user/appuntamenti`. */
export { AppointmentsPage } from './appointments-page';
