/** One time slot of the grid: the time label and its three cells (memoised as a unit). */
import { memo } from 'react';
import {
  matchesFilter,
  type GridFilter,
  type RowCells,
} from '@web/features/appointments/lib/grid-model';
import { GridCell } from './grid-cell';
import classes from './grid.module.css';

export type GridRowProps = {
  row: number;
  time: string;
  cells: RowCells;
  /** Selected column (1–3) when the selection is on this row, else 0. */
  selectedColumn: number;
  filter: GridFilter;
  /** The Non contattare phones (the same set object until the list changes). */
  optOuts: ReadonlySet<string>;
};

function GridRowImpl({ row, time, cells, selectedColumn, filter, optOuts }: GridRowProps) {
  return (
    <tr>
      <th scope="row" className={classes.time}>
        {time}
      </th>
      {cells.map((a, i) => (
        <GridCell
          key={i}
          row={row}
          column={i + 1}
          time={time}
          appointment={a}
          selected={selectedColumn === i + 1}
          dimmed={!matchesFilter(a, filter)}
          optOut={a !== undefined && a.phone !== '' && optOuts.has(a.phone)}
        />
      ))}
    </tr>
  );
}

export const GridRow = memo(GridRowImpl);
