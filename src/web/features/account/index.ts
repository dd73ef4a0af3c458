/** Public surface of the password feature (spec 001 §2 password). */
export { PasswordPage } from './components/password-page';
