/** Public surface of the contact book feature (spec 001 §2 rubrica). */
export { ContactsPage } from './components/contacts-page';
