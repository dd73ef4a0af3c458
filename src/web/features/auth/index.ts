/** Sign-in screen and its rules (spec 000 §2 #/login). */
export { LoginPage, homeOf } from './components/LoginPage';
export { loginFailure, loginRequest, useLogin } from './api/login';
