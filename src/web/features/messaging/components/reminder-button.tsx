/**
 * Promemoria button of the grid toolbar (spec 000 §2): opens "Invio Messaggi Promemoria"
 * (`reminder-popup.tsx`), whose code loads at the first opening.
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazyPopup, OnceOpened } from '@web/components/lazy-popup';
import { MESSAGING_TEXTS as T } from '../texts';

const ReminderPopup = lazyPopup(() => import('./reminder-popup'), 'ReminderPopup');

/** The toolbar button; the popup is mounted only while open. */
export function ReminderButton({ date }: { date: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        className="reminder-button"
        leftSection={<IconBell size={16} />}
        onPointerEnter={ReminderPopup.preload}
        onFocus={ReminderPopup.preload}
        onClick={() => setOpened(true)}
      >
        {T.reminderButton}
      </Button>
      {opened && (
        <OnceOpened opened onLoadFailed={() => setOpened(false)}>
          <ReminderPopup date={date} onClose={() => setOpened(false)} />
        </OnceOpened>
      )}
    </>
  );
}
