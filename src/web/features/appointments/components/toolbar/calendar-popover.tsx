/**
 * The toolbar's calendar (spec 000 §2 "Scegli data"): the date button as the target of a
 * popover holding the calendar widget. Loaded the first time the calendar opens
 * (`day-toolbar.tsx`, README "Performance": Popover and floating-ui are not needed to paint the grid).
 */
import type { ReactElement } from 'react';
import { Popover } from '@mantine/core';
import { CalendarWidget } from './calendar-widget';

export type CalendarPopoverProps = {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** The date button the popover opens under (rendered as the target). */
  target: ReactElement;
  /** Shown day and today, `YYYY-MM-DD`; the years the calendar may show. */
  value: string;
  today: string;
  availableYears: number[];
  /** A day was chosen (the popover then closes). */
  onPick: (date: string) => void;
};

export function CalendarPopover(p: CalendarPopoverProps) {
  return (
    <Popover
      opened={p.opened}
      onChange={p.onOpenedChange}
      position="bottom-start"
      shadow="md"
      withArrow
      trapFocus
    >
      <Popover.Target>{p.target}</Popover.Target>
      <Popover.Dropdown>
        <CalendarWidget
          value={p.value}
          today={p.today}
          availableYears={p.availableYears}
          onChange={(iso) => {
            p.onPick(iso);
            p.onOpenedChange(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
