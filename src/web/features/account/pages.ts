/** The account feature's screen (spec 001 §2 password), mounted by a row of `src/web/app/screens/`. */
export { PasswordPage } from './components/password-page';
