/** The contact book feature's screen (spec 001 §2 rubrica), mounted by a row of `src/web/app/screens/`. */
export { ContactsPage } from './components/contacts-page';
