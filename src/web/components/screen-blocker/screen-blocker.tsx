/**
 * Full-screen blocker (spec 000 §4): visible while the stack has a message; shows the newest
 * one (line breaks kept), an optional percent bar and an optional ANNULLA button.
 */
// Its components' CSS comes with it: the view is a lazy chunk (`screen-blocker-host.tsx`).
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Progress.css';
import { useSyncExternalStore } from 'react';
import { Button, Loader, Overlay, Paper, Portal, Progress, Stack, Text } from '@mantine/core';
import { block, type BlockerStore } from './blocker-store';
import { SHELL_TEXTS as T } from '@web/config/texts';

/** Sits above modals (200) and below toasts (400). */
const Z_INDEX = 300;

export function ScreenBlocker({ store = block }: { store?: BlockerStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const top = entries[0];
  if (!top) return null;
  const percent = top.percent === null ? null : Math.max(0, Math.min(100, top.percent));
  return (
    <Portal>
      <Overlay fixed blur={2} backgroundOpacity={0.55} color="#000" zIndex={Z_INDEX} center>
        <Paper
          role="alertdialog"
          aria-modal="true"
          aria-live="polite"
          aria-label={top.text}
          shadow="xl"
          radius="lg"
          p="xl"
          w="min(92vw, 420px)"
        >
          <Stack align="center" gap="md">
            <Loader size="md" />
            <Text ta="center" fw={500} style={{ whiteSpace: 'pre-line' }}>
              {top.text}
            </Text>
            {percent !== null && (
              <Stack gap={4} w="100%">
                <Progress value={percent} size="lg" radius="xl" animated striped />
                <Text size="sm" c="dimmed" ta="center">
                  {Math.round(percent)}%
                </Text>
              </Stack>
            )}
            {top.onCancel && (
              <Button
                variant="light"
                color="red"
                onClick={() => {
                  top.onCancel?.();
                  store.remove(top.id);
                }}
              >
                {T.cancelUpper}
              </Button>
            )}
          </Stack>
        </Paper>
      </Overlay>
    </Portal>
  );
}
