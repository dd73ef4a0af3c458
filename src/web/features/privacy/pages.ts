/** The "Dati personali" screen (docs/PRIVACY.md), mounted by a row of `src/web/app/screens/`. */
export { PrivacyPage } from './components/privacy-page';
