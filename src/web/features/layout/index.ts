/** The signed-in frame: header, side menu (spec 000 §2), and its pure rules. */
export { AppLayout } from './components/app-layout';
export {
  adminEntries,
  barColor,
  menuEntries,
  VERSION_LABEL,
  type MenuEntry,
  type MenuIcon,
  type MenuScreen,
  type MenuScreens,
} from './menu';
