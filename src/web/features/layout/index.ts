/** The signed-in frame: header, side menu (spec 000 §2), and its pure rules. */
export { AppLayout } from './components/app-layout';
export { adminEntries, barColor, menuEntries, VERSION_LABEL } from './menu';
