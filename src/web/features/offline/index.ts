/** Offline backup (spec 000 §2 #/app_offline, §4 background jobs; docs/RESILIENCE.md "Offline backup and quick login"). */
export { OfflineBackupPage } from './components/offline-backup-page';
export { useOfflineBackup } from './hooks/use-offline-backup';
