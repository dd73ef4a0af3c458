import { describe, expect, it, vi } from 'vitest';
import { blockId, createBlockerStore } from './blocker-store';

describe('screen blocker store (spec 000 §4)', () => {
  it('stacks messages newest first and removes them by id', () => {
    const s = createBlockerStore();
    const a = s.add({ text: 'Primo' });
    const b = s.add({ text: 'Secondo', percent: 10 });
    expect(s.getSnapshot().map((e) => e.text)).toEqual(['Secondo', 'Primo']);
    expect(s.getSnapshot()[0]).toMatchObject({ id: b, percent: 10, onCancel: null });
    s.remove(b);
    expect(s.getSnapshot().map((e) => e.id)).toEqual([a]);
    s.remove(a);
    expect(s.getSnapshot()).toEqual([]);
  });

  it('updates text and percent and notifies subscribers', () => {
    const s = createBlockerStore();
    const listener = vi.fn();
    s.subscribe(listener);
    const id = s.add({ text: 'Invio', percent: 0 });
    const before = s.getSnapshot();
    s.update(id, { percent: 50, text: 'Invio 5/10' });
    expect(s.getSnapshot()[0]).toMatchObject({ id, text: 'Invio 5/10', percent: 50 });
    expect(s.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(2);
    s.update('missing', { text: 'x' });
    s.remove('missing');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the cancel action', () => {
    const s = createBlockerStore();
    const onCancel = vi.fn();
    s.add({ text: 'Import', onCancel });
    s.getSnapshot()[0]?.onCancel?.();
    expect(onCancel).toHaveBeenCalled();
  });

  it('makes 15-character alphanumeric ids (spec 000 §9)', () => {
    expect(blockId()).toMatch(/^[A-Za-z0-9]{15}$/);
  });
});
