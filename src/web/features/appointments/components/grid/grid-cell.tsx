/**
 * One slot of the grid (spec 000 §2): `role="gridcell"`, an aria-label starting with "{ora}
 * Appuntamento {n}" and going on with what the cell shows (`cellAccessibleName`),
 * `aria-selected`, `data-status`; shows name (bold), model, plate, phone and the
 * reminder state icon, coloured by stato (spec 000 §4), and the customer's confirmation
 * (a green badge) or move from a reminder's link (docs/MESSAGING.md "Customer links"). User text is `dir="auto"` and
 * bidi-isolated, so a right-to-left override typed in a name cannot reorder the row
 * (README "Limits and hardening"). Memoised: it re-renders only when
 * its own appointment, selection or dimming changes.
 */
import { memo, type CSSProperties } from 'react';
import {
  IconArrowsExchange,
  IconBell,
  IconBrandWhatsapp,
  IconCheck,
  IconMessageOff,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import type { Appointment } from '@shared/contracts/appointments';
import { ReminderState, STATUS_COLORS, type AppointmentStatus } from '@shared/domain/status';
import {
  REMINDER_LABELS,
  cellAccessibleName,
  isBlocked,
} from '@web/features/appointments/lib/grid-model';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';
import classes from './grid.module.css';

/** Per-stato custom properties, built once: light tint for the cell, strong for the bar. */
const STATUS_STYLE: Record<number, CSSProperties> = Object.fromEntries(
  Object.entries(STATUS_COLORS).map(([s, c]) => [
    s,
    s === '0'
      ? ({
          '--cell-bg': 'var(--mantine-color-white)',
          '--cell-accent': 'var(--mantine-color-gray-5)',
        } as CSSProperties)
      : ({
          '--cell-bg': `var(--mantine-color-${c}-1)`,
          '--cell-accent': `var(--mantine-color-${c}-6)`,
        } as CSSProperties),
  ]),
);

/** How each reminder state is drawn (sent = check, WhatsApp without WhatsApp = red, campaign = grey). */
const REMINDER_ICONS: Partial<
  Record<number, { Icon: Icon; size: number; stroke?: number; color: string }>
> = {
  [ReminderState.Scheduled]: { Icon: IconBell, size: 13, color: 'gray-6' },
  [ReminderState.SentSms]: { Icon: IconCheck, size: 14, stroke: 3, color: 'teal-7' },
  [ReminderState.SentWa]: { Icon: IconCheck, size: 14, stroke: 3, color: 'green-7' },
  [ReminderState.NoWhatsapp]: { Icon: IconBrandWhatsapp, size: 14, color: 'red-7' },
  [ReminderState.WaCampaign]: { Icon: IconBrandWhatsapp, size: 14, color: 'gray-6' },
};

/** Small icon of the reminder state, named by `REMINDER_LABELS`; nothing for a state without one. */
function ReminderIcon({ state }: { state: number }) {
  const look = REMINDER_ICONS[state];
  if (!look) return null;
  const { Icon, size, stroke, color } = look;
  return (
    <Icon
      size={size}
      stroke={stroke}
      color={`var(--mantine-color-${color})`}
      aria-label={REMINDER_LABELS[state]}
    />
  );
}

export type GridCellProps = {
  row: number;
  column: number;
  /** Time label of the row, e.g. "9:00". */
  time: string;
  appointment: Appointment | undefined;
  selected: boolean;
  dimmed: boolean;
  /** The phone is on the Non contattare list (docs/MESSAGING.md "Non contattare"). */
  optOut?: boolean;
};

function GridCellImpl(props: GridCellProps) {
  const { row, column, time, appointment: a, selected, dimmed, optOut = false } = props;
  const blocked = a ? isBlocked(a) : false;
  return (
    <td
      role="gridcell"
      className={classes.cell}
      aria-label={cellAccessibleName(time, column, a, optOut)}
      aria-selected={selected}
      // Roving tabindex: Tab reaches the selected cell; the menu gives focus back to it.
      tabIndex={selected ? 0 : -1}
      data-row={row}
      data-column={column}
      data-status={a ? a.status : undefined}
      data-filled={a ? '' : undefined}
      data-blocked={blocked ? '' : undefined}
      data-dimmed={dimmed ? '' : undefined}
      style={a ? STATUS_STYLE[a.status as AppointmentStatus] : undefined}
    >
      {a && blocked ? (
        <span className={classes.blockedText}>X</span>
      ) : a ? (
        <>
          {/* Spaces between the parts so text readers (and axe) see separate words; the
              flex and block layout does not show them. */}
          <div className={classes.line1}>
            <span className={classes.name} dir="auto">
              {a.surname}
            </span>
            <span className={classes.icons}>
              <ReminderIcon state={a.reminderStatus} />
              {optOut ? (
                <IconMessageOff
                  size={14}
                  color="var(--mantine-color-red-8)"
                  aria-label={T.optOut}
                  role="img"
                  data-testid="opt-out"
                />
              ) : null}
              {a.customerMovedAt ? (
                <IconArrowsExchange
                  size={14}
                  color="var(--mantine-color-indigo-7)"
                  aria-label={T.customerMoved}
                  data-testid="customer-moved"
                />
              ) : null}
              {a.customerConfirmedAt ? (
                <span className={classes.customerBadge} data-testid="customer-confirmed">
                  <IconUserCheck size={12} stroke={2.5} aria-label={T.customerConfirmed} />
                </span>
              ) : null}
            </span>
          </div>{' '}
          <div className={classes.line2}>
            {a.model ? (
              <span className={classes.model} dir="auto">
                {a.model}
              </span>
            ) : null}
            {a.model && a.plate ? ' ' : null}
            {a.plate ? (
              <span className={classes.plate} dir="auto">
                {a.plate}
              </span>
            ) : null}
          </div>{' '}
          {a.phone ? (
            <div className={classes.phone} dir="auto">
              {a.phone}
            </div>
          ) : null}
        </>
      ) : null}
    </td>
  );
}

export const GridCell = memo(GridCellImpl);
