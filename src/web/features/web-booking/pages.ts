/**
 * The web-booking feature's screens (spec 001 §2 impostazioni_web), an entry of their own:
 * the grid loads `index.ts` (its WEB box and sweep) without them (README "Performance").
 */
export { WebSettingsPage } from './components/web-settings-page';
