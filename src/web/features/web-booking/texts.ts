/** Texts of the workshop's web-booking pieces (spec 000 §2 WEB box, popup, WhatsApp confirmations). */
export const WEB_BOOKING_TEXTS = {
  box: 'WEB',
  boxOpen: 'Apri gli appuntamenti web',
  confirmedOfTotal: 'confermati / totale',
  popupTitle: 'Appuntamenti web',
  toConfirm: 'DA CONFERMARE',
  confirmed: 'CONFERMATI',
  none: 'Nessun appuntamento',
  sendingWa: 'Invio conferme WhatsApp…',
  /** Customers acting from a reminder's link (docs/MESSAGING.md "Customer links"). */
  customerActions: 'Dai link dei promemoria',
  customerCancelled: (surname: string, when: string) => `${surname} ha disdetto ${when}`,
  customerMoved: (surname: string, from: string, to: string) =>
    `${surname} ha spostato ${from} → ${to}`,
} as const;
