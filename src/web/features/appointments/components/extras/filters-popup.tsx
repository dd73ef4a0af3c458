/** Filters popup (spec 000 §2). */
export type GridFilter = 'none' | 'unsynced' | 'nophone';
export function FiltersPopup(props: {
  opened: boolean;
  onClose: () => void;
  value: GridFilter;
  onChange: (value: GridFilter) => void;
}) {
  return props.opened ? null : null;
}
