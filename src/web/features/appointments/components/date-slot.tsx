/**
 * A render slot of another feature for one date (`renderNotes(date)`, `renderReminders(date)`,
 * `renderSideBoxes(date)`), memoised: it runs again only when its function or its date
 * changes, not every time the screen around it re-renders (README "Performance").
 */
import { memo, type ReactNode } from 'react';

export const DateSlot = memo(function DateSlot(p: {
  /** The slot; pass a stable function (the route's are module-level). */
  render: (date: string) => ReactNode;
  /** `YYYY-MM-DD`. */
  date: string;
}) {
  return p.render(p.date);
});
