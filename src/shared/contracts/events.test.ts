/** The stream's plain check (`isGridEvent`) knows exactly the union's event types. */
import { describe, expect, it } from 'vitest';
import { GRID_EVENT_TYPES, gridEventSchema, isGridEvent } from './events';

describe('isGridEvent', () => {
  it('lists the same types as gridEventSchema', () => {
    const types = gridEventSchema.options.flatMap((o) => [...(o.shape.type._zod.values ?? [])]);
    expect([...GRID_EVENT_TYPES].sort()).toEqual(types.map(String).sort());
  });

  it('accepts an event of each known type, refuses anything else', () => {
    for (const type of GRID_EVENT_TYPES) expect(isGridEvent({ type })).toBe(true);
    for (const bad of [null, 3, 'day', [], {}, { type: 'giorno' }, { type: 7 }])
      expect(isGridEvent(bad)).toBe(false);
  });
});
