/** Non contattare and the `$stop$` page (docs/MESSAGING.md "Non contattare"). */
export const OPT_OUTS_MSG = {
  invalidPhone: 'Numero di telefono non valido',
  /** The stop page after the button (or on a repeat visit). */
  stopped: 'Fatto: questo numero non riceverà più messaggi da noi.',
  alreadyStopped: 'Questo numero è già escluso: non riceverà più messaggi da noi.',
} as const;
