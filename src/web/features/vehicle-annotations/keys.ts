/** TanStack Query keys of the vehicle annotations feature, defined once. */
export const annotationKeys = {
  /** The annotation of one normalised plate. */
  plate: (plate: string) => ['vehicle-annotation', plate] as const,
};
