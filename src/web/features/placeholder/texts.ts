/** Visible Italian text of the stand-in page of sections not built yet (docs/CONTRACT.md). */
export const PLACEHOLDER_TEXTS = {
  title: 'Questa sezione è in arrivo',
  body: (section: string) =>
    `Stiamo preparando «${section}». Nel frattempo puoi usare le altre sezioni dal menu.`,
} as const;
