/**
 * The daily grid table (spec 000 §2): header Ore, Appuntamento 1–3, one row per timetable
 * label. Clicks, double clicks and right clicks are handled once on the table (event
 * delegation), so cells carry no per-render callbacks and stay memoised.
 */
import { memo, type MouseEvent, type Ref } from 'react';
import { GRID_COLUMNS } from '@shared/domain/status';
import { Loader } from '@mantine/core';
import type { CellPos, GridFilter, RowCells } from '@web/features/appointments/lib/grid-model';
import { GridRow } from './grid-row';
import classes from './grid.module.css';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

export type CellMouseHandler = (pos: CellPos, event: MouseEvent<HTMLElement>) => void;

export type AppointmentsGridProps = {
  timetable: readonly string[];
  rows: readonly RowCells[];
  selection: CellPos;
  filter: GridFilter;
  /** True while the day is being fetched for the first time (cells are not interactive). */
  loading: boolean;
  onCellClick: CellMouseHandler;
  onCellDoubleClick: CellMouseHandler;
  onCellContextMenu: CellMouseHandler;
  wrapRef?: Ref<HTMLDivElement>;
  /** Phones on the Non contattare list: their cells show the mark. */
  optOuts?: ReadonlySet<string>;
};

/** The `<td>` of the cell at `pos` inside `root` (the grid or an ancestor), if rendered. */
export function gridCellElement(root: ParentNode | null, pos: CellPos): HTMLElement | null {
  return (
    root?.querySelector<HTMLElement>(
      `td[role="gridcell"][data-row="${pos.row}"][data-column="${pos.column}"]`,
    ) ?? null
  );
}

/** The cell position under a mouse event, from the cell's data attributes. */
function cellFromEvent(event: MouseEvent<HTMLElement>): CellPos | null {
  const td = (event.target as Element).closest<HTMLElement>('td[role="gridcell"]');
  if (!td) return null;
  return { row: Number(td.dataset.row), column: Number(td.dataset.column) };
}

function AppointmentsGridImpl(props: AppointmentsGridProps) {
  const { timetable, rows, selection, filter, loading, wrapRef, optOuts = NO_OPT_OUTS } = props;
  const { onCellClick, onCellDoubleClick, onCellContextMenu } = props;
  const on = (handler: CellMouseHandler) => (event: MouseEvent<HTMLElement>) => {
    if (loading) return;
    const pos = cellFromEvent(event);
    if (pos) handler(pos, event);
  };
  return (
    <div className={classes.wrap} ref={wrapRef} aria-busy={loading}>
      {/* The keyboard drives the grid through its own key handler on the page (grid-keys.ts:
          arrows, Enter, Shift+F10 on the roving-tabindex cell); clicks only select. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
      <table
        className={classes.table}
        role="grid"
        aria-label={T.gridLabel}
        onClick={on(onCellClick)}
        onDoubleClick={on(onCellDoubleClick)}
        onContextMenu={on(onCellContextMenu)}
      >
        <thead className={classes.head}>
          <tr>
            <th className={classes.timeHead} scope="col">
              {T.hoursHeader}
            </th>
            {GRID_COLUMNS.map((n) => (
              <th key={n} scope="col" aria-label={T.column(n)}>
                <span className={classes.longLabel}>{T.column(n)}</span>
                <span className={classes.shortLabel} aria-hidden="true">
                  {T.columnShort(n)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {timetable.map((time, i) => (
            <GridRow
              key={i}
              row={i}
              time={time}
              cells={rows[i] ?? EMPTY}
              selectedColumn={selection.row === i ? selection.column : 0}
              filter={filter}
              optOuts={optOuts}
            />
          ))}
        </tbody>
      </table>
      {loading ? (
        <div className={classes.loading}>
          <Loader role="status" size="md" aria-label={T.loading} />
        </div>
      ) : null}
    </div>
  );
}

const EMPTY: RowCells = [undefined, undefined, undefined];
const NO_OPT_OUTS: ReadonlySet<string> = new Set();

export const AppointmentsGrid = memo(AppointmentsGridImpl);
