/** Settings texts (spec 001 §2 impostazioni, §8). */
export const SETTINGS_MSG = {
  // Not in the spec.
  optionsAdminOnly: "Le opzioni dell'account sono gestite dall'amministratore",
  invalidSettings: 'Impostazioni non valide',
} as const;
