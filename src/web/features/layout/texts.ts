/**
 * Visible Italian text of the signed-in frame (spec 000 §2 side menu). Section titles are
 * shared: `@web/config/texts` SECTION_TITLES. e2e tests find
 * elements by these labels (docs/CONTRACT.md): keep the wording.
 */
export const LAYOUT_TEXTS = {
  menu: 'Menu',
  mainMenu: 'Menu principale',
  admin: 'ADMIN',
  adminBadge: 'Amministratore',
  logout: 'Esci',
  unread: (n: number) => `${n} non lette`,
  /** The label under the menu (spec 000 §9). */
  version: 'beta 1.8 · build 0.11.0',
} as const;
