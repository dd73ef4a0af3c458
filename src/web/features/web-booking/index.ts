/** Public surface of the web-booking feature (spec 000 §2 WEB box and popup, the WhatsApp confirmation sweep; impostazioni_web is in the settings feature). */
export { WebSideBox } from './components/web-side-box';
export { WaConfirmationSweep } from './components/wa-confirmation-sweep';
