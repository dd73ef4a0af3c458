/**
 * What the grid says when the browser is offline (docs/RESILIENCE.md): the banner over a grid
 * read from the service worker's cache (read-only; writes are refused by the API client),
 * and the notice for a day that was never opened online, so nothing of it is cached.
 */
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { APPOINTMENTS_TEXTS as T } from '../texts';

/** Orange offline alerts with the text colour for their titles (orange on orange is 3.6:1). */
const OFFLINE_ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/** "Sei offline: la griglia è in sola lettura…" over the grid. */
export function OfflineBanner() {
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      mb="sm"
      icon={<IconCloudOff size={20} aria-hidden />}
      title={T.offlineTitle}
      styles={OFFLINE_ALERT_STYLES}
    >
      {T.offlineBody}
    </Alert>
  );
}

/** In place of the grid: this day is not available offline. */
export function OfflineDayMissing() {
  return <Alert color="orange" title={T.offlineDayMissing} styles={OFFLINE_ALERT_STYLES} />;
}
