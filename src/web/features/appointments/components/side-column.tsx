/**
 * The grid's side column (spec 000 §2 side boxes): the boxes other features pass in through
 * `renderSideBoxes(date)` (SMS, WEB, SYNC…), this feature's own `SideBoxes`, then the notes
 * block from `renderNotes(date)`. Memoised: a day switch re-renders it only when its props
 * change.
 */
import { memo, type ReactNode } from 'react';
import type { DayResponse } from '@shared/contracts/appointments';
import type { Session } from '@shared/contracts/auth';
import classes from '../appointments-page.module.css';
import { SideBoxes } from './side/side-boxes';

export const SideColumn = memo(function SideColumn(p: {
  day: DayResponse | undefined;
  session: Session;
  date: string;
  renderNotes?: (date: string) => ReactNode;
  renderSideBoxes?: (date: string) => ReactNode;
}) {
  return (
    <aside className={classes.side}>
      {p.renderSideBoxes?.(p.date)}
      <SideBoxes day={p.day} session={p.session} />
      {p.renderNotes?.(p.date)}
    </aside>
  );
});
