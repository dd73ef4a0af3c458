/** Notification texts (spec 001 §2 notifiche, §5 notify all, §8). */
export const NOTIFICATIONS_MSG = {
  /** Spec 001 §5 (the spec's spelling). */
  subjectRequired: 'Inserire il campo ogetto',
  textRequired: 'Inserire il testo',
  sent: 'Notifica inviata',
  empty: 'Non ci sono notifiche',
  // Not in the spec.
  notFound: 'Notifica non trovata',
} as const;
