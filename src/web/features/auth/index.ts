/** Sign-in screen and its rules (spec 000 §2 #/login). */
export { LoginPage } from './components/login-page';
export { homeOf } from './home';
export { loginFailure, loginRequest, useLogin } from './api/login';
