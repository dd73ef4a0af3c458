/**
 * Calendar widget (spec 000 §2): year and month arrows, Italian month and year,
 * Monday-first headers Lu…Do, a 6×7 day grid (adjacent months' days dimmed), OGGI.
 * Today has a border, the selected day is filled; only days within the first and last
 * available year can be chosen, and the arrows stop at those years.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import clsx from 'clsx';
import { formatLongItalian } from '@shared/domain/iso-date';
import {
  WEEKDAY_HEADERS,
  buildMonthMatrix,
  isSelectable,
  italianMonthName,
  monthOf,
  shiftMonth,
  yearBounds,
  type MonthView,
} from '@web/features/appointments/lib/calendar-matrix';
import classes from './calendar-widget.module.css';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

type Props = {
  /** Selected date `YYYY-MM-DD`. */
  value: string;
  /** Called with the chosen date `YYYY-MM-DD`. */
  onChange: (iso: string) => void;
  /** Today in Rome, `YYYY-MM-DD`. */
  today: string;
  /** Years that hold appointments (session.availableYears). */
  availableYears: number[];
};

/** Calendar widget of the appointments screen (spec 000 §2). */
export function CalendarWidget({ value, onChange, today, availableYears }: Props) {
  const bounds = yearBounds(availableYears, today);
  const [view, setView] = useState<MonthView>(() => monthOf(value));
  // Follow the selected date when it changes from outside (arrows, keyboard, OGGI).
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setView(monthOf(value));
  }

  const prevYear = shiftMonth(view, -12, bounds);
  const nextYear = shiftMonth(view, 12, bounds);
  const prevMonth = shiftMonth(view, -1, bounds);
  const nextMonth = shiftMonth(view, 1, bounds);

  const choose = (iso: string) => {
    if (!isSelectable(iso, bounds)) return;
    setView(monthOf(iso));
    onChange(iso);
  };

  const arrow = (label: string, target: MonthView | null, icon: React.ReactNode) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      className={classes.arrow}
      disabled={!target}
      onClick={() => target && setView(target)}
    >
      {icon}
    </ActionIcon>
  );

  return (
    <div className={classes.root}>
      <Group justify="space-between" gap={2} wrap="nowrap" mb={6}>
        <Group gap={0} wrap="nowrap">
          {arrow(T.previousYear, prevYear, <IconChevronsLeft size={20} />)}
          {arrow(T.previousMonth, prevMonth, <IconChevronLeft size={20} />)}
        </Group>
        <Text fw={700} size="md" aria-live="polite">
          {italianMonthName(view.month)} {view.year}
        </Text>
        <Group gap={0} wrap="nowrap">
          {arrow(T.nextMonth, nextMonth, <IconChevronRight size={20} />)}
          {arrow(T.nextYear, nextYear, <IconChevronsRight size={20} />)}
        </Group>
      </Group>

      {/* Plain buttons, no grid roles: the appointment grid owns role="gridcell". */}
      <div className={classes.grid}>
        {WEEKDAY_HEADERS.map((w) => (
          <div key={w} className={classes.weekday} aria-hidden>
            {w}
          </div>
        ))}
        {buildMonthMatrix(view)
          .flat()
          .map((cell, i) => {
            const selected = cell.iso === value;
            return (
              <UnstyledButton
                key={cell.iso}
                className={clsx(classes.day, {
                  [classes.outside!]: !cell.inMonth,
                  [classes.weekend!]: i % 7 >= 5,
                  [classes.today!]: cell.iso === today,
                  [classes.selected!]: selected,
                })}
                aria-label={formatLongItalian(cell.iso)}
                aria-current={cell.iso === today ? 'date' : undefined}
                aria-pressed={selected}
                data-selected={selected || undefined}
                disabled={!isSelectable(cell.iso, bounds)}
                onClick={() => choose(cell.iso)}
              >
                {cell.day}
              </UnstyledButton>
            );
          })}
      </div>

      <Button
        fullWidth
        mt="sm"
        variant="light"
        onClick={() => choose(today)}
        disabled={!isSelectable(today, bounds)}
      >
        {T.today}
      </Button>
    </div>
  );
}
