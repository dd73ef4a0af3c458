/** Public surface of the account feature (spec 001 §2 password, quick-login devices). */
export { PasswordPage } from './components/password-page';
