/** Offline backup (spec 000 §2 #/app_offline, §4 background jobs; issue 11 item 4). */
export { OfflineBackupPage } from './components/offline-backup-page';
export { useOfflineBackup } from './hooks/use-offline-backup';
