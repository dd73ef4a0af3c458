/**
 * What every appointment write makes stale besides the day it updates itself: the SYNC
 * box counts (stato 2|3 and synced, sync feature), which this tab's own writes do not hear
 * as a `day` event (docs/ARCHITECTURE.md "Shared data on the web").
 */
import { syncCountKeys } from '@web/data/keys';

/** `meta.invalidates` of the appointment mutations. */
export const SYNC_COUNTS = [syncCountKeys.all()] as const;
