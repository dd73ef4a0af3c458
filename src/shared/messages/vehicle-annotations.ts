/** Vehicle annotation texts (spec 000 §2 ANNOTAZIONI VEICOLO, §8). */
export const VEHICLE_ANNOTATIONS_MSG = {
  annotationNeedsPlate: 'Deve essere associata una targa al veicolo',
  annotationSaveFailed: 'Si sono verificati dei problemi: Riprova',
} as const;
