/**
 * Promemoria button of the grid toolbar (spec 000 §2): opens "Invio Messaggi Promemoria"
 * (`reminder-popup.tsx`), whose code loads at the first opening.
 */
import { memo, useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazyPopup, OnceOpened } from '@web/components/lazy-popup';
import { MESSAGING_TEXTS as T } from '../texts';

const ReminderPopup = lazyPopup(() => import('./reminder-popup'), 'ReminderPopup');

/**
 * The button itself, independent of the date: a day change (the slot re-renders with the new
 * date) does not redraw it before the paint (bench/README.md "Day change in the grid").
 */
const ReminderTrigger = memo(function ReminderTrigger({ onOpen }: { onOpen: () => void }) {
  return (
    <Button
      variant="default"
      className="reminder-button"
      leftSection={<IconBell size={16} />}
      onPointerEnter={ReminderPopup.preload}
      onFocus={ReminderPopup.preload}
      onClick={onOpen}
    >
      {T.reminderButton}
    </Button>
  );
});

/** The toolbar button; the popup (for `date`, `YYYY-MM-DD`) is mounted only while open. */
export function ReminderButton({ date }: { date: string }) {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  return (
    <>
      <ReminderTrigger onOpen={open} />
      {opened && (
        <OnceOpened opened onLoadFailed={() => setOpened(false)}>
          <ReminderPopup date={date} onClose={() => setOpened(false)} />
        </OnceOpened>
      )}
    </>
  );
}
