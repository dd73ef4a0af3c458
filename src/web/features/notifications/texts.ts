/** Visible texts of the notifications screen (spec 001 §2 notifiche, §4, §5, §8). */
import { NOTIFICATIONS_MSG } from '@shared/messages/notifications';

export const NOTIFICATIONS_TEXTS = {
  title: 'Notifiche',
  empty: NOTIFICATIONS_MSG.empty,
  loadError: 'Impossibile caricare le notifiche',
  retry: 'Riprova',
  markUnread: 'Segnala come non letto',
  close: 'Chiudi',
  newNotification: 'Nuova notifica',
  editNotification: 'Modifica notifica',
  edit: 'Modifica',
  delete: 'Elimina',
  save: 'SALVA',
  subject: 'Oggetto',
  text: 'Testo',
  unread: 'Non letta',
  read: 'Letta',
  deleted: 'Eliminata',
  readOn: (when: string) => `Letta il ${when}`,
  sentOn: (when: string) => `Inviata il ${when}`,
  confirmDelete: 'Eliminare la notifica?',
  saved: 'Salvato',
  deletedToast: 'Eliminato',
  markedUnread: 'Segnata come non letta',
} as const;
