/**
 * The background backup job (spec 000 §4, §9): right after sign-in and then every 10 min,
 * GET /api/offline-backup and store the next 7 days under the user's key. A failed
 * request keeps the previous backup (that is the point of having one).
 */
import { useEffect } from 'react';
import { getOfflineBackup } from '@shared/contracts/system';
import { call } from '@web/lib/api-client';
import { writeBackup } from '@web/lib/offline-backup-store';
import { BACKUP_EVERY_MS, toRecords } from '../lib/backup';

/** Wait before the first backup of a page, ms (the grid's own requests go first). */
export const FIRST_BACKUP_DELAY_MS = 3_000;

/** Saves `user`'s backup shortly and every BACKUP_EVERY_MS while mounted. */
export function useOfflineBackup(user: string | undefined, timetable: readonly string[]) {
  const slots = timetable.join('|');
  useEffect(() => {
    if (!user) return;
    const labels = slots.split('|');
    let alive = true;
    const save = () =>
      call(getOfflineBackup)
        .then((res) => {
          if (alive)
            writeBackup(user, {
              savedAt: new Date().toISOString(),
              rows: toRecords(res.rows, labels),
            });
        })
        .catch(() => undefined);
    // First one shortly after sign-in, once the grid has loaded what it shows.
    const first = setTimeout(() => void save(), FIRST_BACKUP_DELAY_MS);
    const timer = setInterval(() => void save(), BACKUP_EVERY_MS);
    return () => {
      alive = false;
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [user, slots]);
}
