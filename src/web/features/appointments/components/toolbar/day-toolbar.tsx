/**
 * Day navigation (spec 000 §2): previous/next day, OGGI, the long Italian date opening the
 * calendar, and the Chiusura and Filtri popups. Memoised: selection moves do not touch it.
 */
import { memo, type ReactNode } from 'react';
import { ActionIcon, Button, Indicator } from '@mantine/core';
import {
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  IconFilter,
  IconLock,
} from '@tabler/icons-react';
import { formatLongItalian } from '@shared/domain/iso-date';
import { lazyPopup, OnceOpened, usePreloadOnFirstUse } from '@web/components/lazy-popup';
import classes from './toolbar.module.css';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

/** The calendar popover, loaded at first use (issue 12 §4). */
const CalendarPopover = lazyPopup(() => import('./calendar-popover'), 'CalendarPopover');
const CALENDAR = [CalendarPopover];

export type DayToolbarProps = {
  date: string;
  today: string;
  availableYears: number[];
  /** Changes the day by `delta` (±1). */
  onStep: (delta: 1 | -1) => void;
  onPick: (date: string) => void;
  calendarOpened: boolean;
  onCalendarOpenedChange: (opened: boolean) => void;
  onOpenClosure: () => void;
  onOpenFilters: () => void;
  filterActive: boolean;
  closed: boolean;
  /** The Promemoria button and popup (messaging feature, composed by the route). */
  renderReminders?: (date: string) => ReactNode;
};

function DayToolbarImpl(p: DayToolbarProps) {
  usePreloadOnFirstUse(CALENDAR);
  const dateButton = (
    <Button
      variant="light"
      className={classes.dateButton}
      leftSection={<IconCalendar size={18} />}
      // The visible date first, then what the button does (WCAG 2.5.3 label in name).
      aria-label={`${formatLongItalian(p.date)}, ${T.pickDate}`}
      onClick={() => p.onCalendarOpenedChange(!p.calendarOpened)}
    >
      {formatLongItalian(p.date)}
    </Button>
  );
  return (
    <div className={classes.bar}>
      <div className={classes.nav}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={T.previousDay}
          onClick={() => p.onStep(-1)}
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
        <Button
          variant={p.date === p.today ? 'filled' : 'default'}
          onClick={() => p.onPick(p.today)}
        >
          {T.today}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={T.nextDay} onClick={() => p.onStep(1)}>
          <IconChevronRight size={20} />
        </ActionIcon>
      </div>
      <OnceOpened opened={p.calendarOpened} fallback={dateButton}>
        <CalendarPopover
          opened={p.calendarOpened}
          onOpenedChange={p.onCalendarOpenedChange}
          target={dateButton}
          value={p.date}
          today={p.today}
          availableYears={p.availableYears}
          onPick={p.onPick}
        />
      </OnceOpened>
      <div className={classes.spacer} />
      {p.renderReminders?.(p.date)}
      <Button
        variant={p.closed ? 'light' : 'default'}
        color={p.closed ? 'red' : undefined}
        className={classes.action}
        leftSection={<IconLock size={16} />}
        onClick={p.onOpenClosure}
      >
        {T.closure}
      </Button>
      <Indicator disabled={!p.filterActive} color="orange" size={10} offset={4}>
        <Button
          variant="default"
          className={classes.action}
          leftSection={<IconFilter size={16} />}
          onClick={p.onOpenFilters}
        >
          {T.filters}
        </Button>
      </Indicator>
    </div>
  );
}

export const DayToolbar = memo(DayToolbarImpl);
