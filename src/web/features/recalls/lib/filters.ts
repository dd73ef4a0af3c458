/**
 * Counts shown beside each filter choice (spec 001 §2 sms_revisioni: SI, NO or
 * indifferent): for a filter, how many rows each choice would show with the other three
 * filters as they are.
 */
import {
  filterRecalls,
  type Filterable,
  type RecallFilterSet,
  type TriFilter,
} from '@shared/domain/recalls';

export type FilterName = keyof RecallFilterSet;
export const FILTER_NAMES: readonly FilterName[] = ['sms', 'phone', 'letter', 'address'];
export const NO_FILTERS: RecallFilterSet = {
  sms: 'any',
  phone: 'any',
  letter: 'any',
  address: 'any',
};

/** `{ si, no, any }` counts of filter `name` given the others. */
export function choiceCounts<T extends Filterable>(
  items: readonly T[],
  filters: RecallFilterSet,
  name: FilterName,
): Record<TriFilter, number> {
  const others = filterRecalls(items, { ...filters, [name]: 'any' });
  const si = filterRecalls(others, { ...NO_FILTERS, [name]: 'si' }).length;
  return { si, no: others.length - si, any: others.length };
}
