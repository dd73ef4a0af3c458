/**
 * Day navigation (spec 000 §2): previous/next day, OGGI, the long Italian date opening the
 * calendar, and the Chiusura and Filtri popups. Memoised in parts: a day change re-renders
 * only the date button, the Promemoria slot (a single button) and OGGI when it becomes or
 * stops being today; selection moves touch none of it (README "Performance").
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
import { DateSlot } from '../date-slot';
import classes from './toolbar.module.css';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

/** The calendar popover, loaded at first use (README "Performance"). */
const CalendarPopover = lazyPopup(() => import('./calendar-popover'), 'CalendarPopover');
const CALENDAR = [CalendarPopover];

export type DayToolbarProps = {
  date: string;
  today: string;
  availableYears: number[];
  /** Changes the day by `delta` (±1). Pass a stable function. */
  onStep: (delta: 1 | -1) => void;
  /** Pass a stable function. */
  onPick: (date: string) => void;
  calendarOpened: boolean;
  /** Pass a stable function. */
  onCalendarOpenedChange: (opened: boolean) => void;
  onOpenClosure: () => void;
  onOpenFilters: () => void;
  filterActive: boolean;
  closed: boolean;
  /** The Promemoria button and popup (messaging feature, composed by the route). */
  renderReminders?: (date: string) => ReactNode;
};

/** ‹ OGGI ›: changes only when the shown day becomes, or stops being, today. */
const DayNav = memo(function DayNav(p: {
  isToday: boolean;
  today: string;
  onStep: (delta: 1 | -1) => void;
  onPick: (date: string) => void;
}) {
  return (
    <div className={classes.nav}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={T.previousDay}
        onClick={() => p.onStep(-1)}
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <Button variant={p.isToday ? 'filled' : 'default'} onClick={() => p.onPick(p.today)}>
        {T.today}
      </Button>
      <ActionIcon variant="default" size="lg" aria-label={T.nextDay} onClick={() => p.onStep(1)}>
        <IconChevronRight size={20} />
      </ActionIcon>
    </div>
  );
});

/** The long date opening the calendar: the one part of the toolbar each day change redraws. */
const DatePicker = memo(function DatePicker(p: {
  date: string;
  today: string;
  availableYears: number[];
  onPick: (date: string) => void;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}) {
  usePreloadOnFirstUse(CALENDAR);
  const label = formatLongItalian(p.date);
  const button = (
    <Button
      variant="light"
      className={classes.dateButton}
      leftSection={<IconCalendar size={18} />}
      // The visible date first, then what the button does (WCAG 2.5.3 label in name).
      aria-label={`${label}, ${T.pickDate}`}
      onClick={() => p.onOpenedChange(!p.opened)}
    >
      {label}
    </Button>
  );
  // The popover (and floating-ui) load at first use; until then the same button stands alone.
  return (
    <OnceOpened opened={p.opened} fallback={button} onLoadFailed={() => p.onOpenedChange(false)}>
      <CalendarPopover
        opened={p.opened}
        onOpenedChange={p.onOpenedChange}
        target={button}
        value={p.date}
        today={p.today}
        availableYears={p.availableYears}
        onPick={p.onPick}
      />
    </OnceOpened>
  );
});

/** Chiusura and Filtri. */
const DayActions = memo(function DayActions(p: {
  closed: boolean;
  filterActive: boolean;
  onOpenClosure: () => void;
  onOpenFilters: () => void;
}) {
  return (
    <>
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
    </>
  );
});

function DayToolbarImpl(p: DayToolbarProps) {
  return (
    <div className={classes.bar}>
      <DayNav isToday={p.date === p.today} today={p.today} onStep={p.onStep} onPick={p.onPick} />
      <DatePicker
        date={p.date}
        today={p.today}
        availableYears={p.availableYears}
        onPick={p.onPick}
        opened={p.calendarOpened}
        onOpenedChange={p.onCalendarOpenedChange}
      />
      <div className={classes.spacer} />
      {p.renderReminders ? <DateSlot render={p.renderReminders} date={p.date} /> : null}
      <DayActions
        closed={p.closed}
        filterActive={p.filterActive}
        onOpenClosure={p.onOpenClosure}
        onOpenFilters={p.onOpenFilters}
      />
    </div>
  );
}

export const DayToolbar = memo(DayToolbarImpl);
