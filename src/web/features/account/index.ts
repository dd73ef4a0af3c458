/**
 * Public surface of the account feature: the password screen (spec 001 §2 password) with the
 * account's quick-login devices.
 */
export { PasswordPage } from './components/password-page';
