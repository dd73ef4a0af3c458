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
