/**
 * Turning the server's backup rows into stored records and grouping them by day
 * (spec 000 §2 #/app_offline: groups by day, heading day.month.year).
 */
import type { BackupRow } from '@shared/contracts/system';
import type { BackupRecord } from '@web/lib/offline-backup-store';

/** Every 10 minutes while signed in (spec 000 §4, §9), ms. */
export const BACKUP_EVERY_MS = 10 * 60 * 1000;

/** Rows with their slot label from `timetable` (`riga` index; unknown index → `#n`). */
export function toRecords(
  rows: readonly BackupRow[],
  timetable: readonly string[],
): BackupRecord[] {
  return rows.map((r) => ({
    data: r.date,
    riga: timetable[r.row] ?? `#${r.row + 1}`,
    nome: r.name,
    telefono: r.phone,
    modello: r.model,
  }));
}

/** Records grouped by `data`, days in ascending order, rows in their stored order. */
export function groupByDay(
  records: readonly BackupRecord[],
): { date: string; rows: BackupRecord[] }[] {
  const days = new Map<string, BackupRecord[]>();
  for (const r of records) {
    const list = days.get(r.data) ?? [];
    list.push(r);
    days.set(r.data, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, rows]) => ({ date, rows }));
}

/** `"21.11.2026 18:40"` in the browser's time (the desk's clock) from an ISO timestamp. */
export function formatSavedAt(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}.${p(d.getMonth() + 1)}.${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
