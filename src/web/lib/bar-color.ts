/** The header's colour (spec 000 §3 config_app.colore_barra; spec 001 §9 bar colours). */

/** Mantine colour of `config_app.colore_barra`; unknown names → blue. */
export function barColor(name: string): string {
  const map: Record<string, string> = {
    azzurro: 'blue',
    arancio: 'orange',
    arancione: 'orange',
    grigio: 'gray',
    verde: 'green',
    viola: 'violet',
  };
  return map[name.trim().toLowerCase()] ?? 'blue';
}

/**
 * Background of the header bar for `config_app.colore_barra`: the colour at a shade where
 * the bar's white text reaches 4.5:1 (WCAG AA). Shade 8 does for blue, grey and violet;
 * orange and green are still too light at 9, so they are darkened by 15%.
 */
export function barBackground(name: string): string {
  const color = barColor(name);
  if (color === 'orange' || color === 'green') {
    return `color-mix(in srgb, var(--mantine-color-${color}-9) 85%, black)`;
  }
  return `var(--mantine-color-${color}-8)`;
}
