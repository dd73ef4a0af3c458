/**
 * The red notice of a list or table that failed to load, with a button that loads it again
 * (spec 001 §2 rubrica "a reload button when loading fails"; used by every back-office
 * screen). `title` and `retryLabel` come from the screen's own texts.
 */
import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

export function LoadFailedAlert({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Button
        mt="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={16} />}
        onClick={onRetry}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
