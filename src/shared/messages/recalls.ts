/** Recall and import texts (spec 001 §2 sms_revisioni, importa_yap, §8). */
export const RECALLS_MSG = {
  noInserts: 'Non ci sono inserimenti da fare',
} as const;
