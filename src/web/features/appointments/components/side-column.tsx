/**
 * The grid's side column (spec 000 §2 side boxes): the boxes other features pass in through
 * `renderSideBoxes(date)` (SMS, WEB, SYNC…), this feature's own `SideBoxes`, then the notes
 * block from `renderNotes(date)`. Memoised, and so are its parts: the screen passes it the
 * day after the grid has painted it (README "Performance"), and each part re-renders only when its
 * own input changes.
 */
import { memo, type ReactNode } from 'react';
import type { DayResponse } from '@shared/contracts/appointments';
import type { Session } from '@shared/contracts/auth';
import classes from '../appointments-page.module.css';
import { DateSlot } from './date-slot';
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
      {p.renderSideBoxes ? <DateSlot render={p.renderSideBoxes} date={p.date} /> : null}
      <SideBoxes day={p.day} session={p.session} />
      {p.renderNotes ? <DateSlot render={p.renderNotes} date={p.date} /> : null}
    </aside>
  );
});
