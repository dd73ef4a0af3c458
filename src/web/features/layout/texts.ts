/**
 * Visible Italian text of the signed-in frame (spec 000 §2 side menu). The entries' labels
 * are the screens' titles, in their rows (`src/web/app/screens/<area>.ts`). e2e tests find
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
