/**
 * Back-office routes (spec 001 §2): `#/user/rubrica`, `#/user/officine`, `#/user/archivio`,
 * `#/user/statistiche`, `#/user/password`, loaded as one chunk (the statistics chart is a
 * further lazy chunk inside its feature).
 */
export { ContactsPage as ContactsRoute } from '@web/features/contacts';
export { WorkshopCodesPage as WorkshopCodesRoute } from '@web/features/workshop-codes';
export { ArchivePage as ArchiveRoute } from '@web/features/archive';
export { PasswordPage as PasswordRoute } from '@web/features/account';
export { StatisticsPage as StatisticsRoute } from '@web/features/statistics';
