/** Stand-in page for sections not built yet (CONTRACT.md). */
export { PlaceholderPage } from './placeholder-page';
