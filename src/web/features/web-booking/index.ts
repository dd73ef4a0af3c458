/** Public surface of the web-booking feature (spec 000 §2 WEB box and popup; 001 §2 impostazioni_web). */
export { WebSideBox } from './components/web-side-box';
export { WaConfirmationSweep } from './components/wa-confirmation-sweep';
