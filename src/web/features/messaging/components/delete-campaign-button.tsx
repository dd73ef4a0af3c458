/**
 * "Elimina campagna" of the campaign screen. On the WhatsApp screen a right click, or a
 * long press on a touch screen, deletes every WhatsApp campaign instead (spec 001 §8
 * confirm dialogs: "delete all campaigns (right-click on the WA delete button)"), behind its
 * own confirm.
 */
import { useRef } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MESSAGING_TEXTS as T } from '../texts';

/** A touch held this long is a long press, ms (as the grid's, spec 000 §2). */
const LONG_PRESS_MS = 500;

type Props = {
  /** The WhatsApp screen: right click / long press mean "delete all". */
  withDeleteAll: boolean;
  onDelete: () => void;
  onDeleteAll: () => void;
};

export function DeleteCampaignButton({ withDeleteAll, onDelete, onDeleteAll }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const longPressed = useRef(false);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} />}
      title={withDeleteAll ? T.deleteAllHint : undefined}
      onClick={() => {
        if (longPressed.current) {
          longPressed.current = false;
          return;
        }
        onDelete();
      }}
      onContextMenu={
        withDeleteAll
          ? (e) => {
              e.preventDefault();
              cancel();
              if (!longPressed.current) onDeleteAll();
            }
          : undefined
      }
      onPointerDown={
        withDeleteAll
          ? (e) => {
              if (e.pointerType !== 'touch') return;
              longPressed.current = false;
              cancel();
              timer.current = setTimeout(() => {
                longPressed.current = true;
                onDeleteAll();
              }, LONG_PRESS_MS);
            }
          : undefined
      }
      onPointerUp={cancel}
      onPointerLeave={cancel}
      onPointerCancel={cancel}
    >
      {T.deleteCampaign}
    </Button>
  );
}
