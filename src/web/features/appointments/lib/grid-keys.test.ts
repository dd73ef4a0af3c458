import { describe, expect, it } from 'vitest';
import { gridKeyAction } from './grid-keys';

describe('gridKeyAction (spec 000 §2 keyboard shortcuts)', () => {
  it('maps arrows to moves', () => {
    expect(gridKeyAction({ key: 'ArrowUp' })).toEqual({ type: 'move', dRow: -1, dColumn: 0 });
    expect(gridKeyAction({ key: 'ArrowDown' })).toEqual({ type: 'move', dRow: 1, dColumn: 0 });
    expect(gridKeyAction({ key: 'ArrowLeft' })).toEqual({ type: 'move', dRow: 0, dColumn: -1 });
    expect(gridKeyAction({ key: 'ArrowRight' })).toEqual({ type: 'move', dRow: 0, dColumn: 1 });
  });

  it('+ and - change day, also on the numpad; . is today', () => {
    expect(gridKeyAction({ key: '+' })).toEqual({ type: 'day', delta: 1 });
    expect(gridKeyAction({ key: '-' })).toEqual({ type: 'day', delta: -1 });
    expect(gridKeyAction({ key: '+', code: 'NumpadAdd' })).toEqual({ type: 'day', delta: 1 });
    expect(gridKeyAction({ key: '-', code: 'NumpadSubtract' })).toEqual({ type: 'day', delta: -1 });
    expect(gridKeyAction({ key: '.' })).toEqual({ type: 'today' });
  });

  it('maps Enter, space, d, c, v, x', () => {
    expect(gridKeyAction({ key: 'Enter' })?.type).toBe('edit');
    expect(gridKeyAction({ key: ' ' })?.type).toBe('phone');
    expect(gridKeyAction({ key: 'd' })?.type).toBe('details');
    expect(gridKeyAction({ key: 'c' })?.type).toBe('waitingAndCopy');
    expect(gridKeyAction({ key: 'v' })?.type).toBe('regular');
    expect(gridKeyAction({ key: 'x' })?.type).toBe('annotations');
  });

  it('Shift+F10 and the ContextMenu key open the context menu; F10 alone does not', () => {
    expect(gridKeyAction({ key: 'F10', shiftKey: true })).toEqual({ type: 'menu' });
    expect(gridKeyAction({ key: 'ContextMenu' })).toEqual({ type: 'menu' });
    expect(gridKeyAction({ key: 'F10' })).toBeNull();
    expect(gridKeyAction({ key: 'F10', shiftKey: true, ctrlKey: true })).toBeNull();
  });

  it('leaves shortcuts with Ctrl, Meta or Alt and unknown keys to the browser', () => {
    expect(gridKeyAction({ key: 'c', ctrlKey: true })).toBeNull();
    expect(gridKeyAction({ key: 'v', metaKey: true })).toBeNull();
    expect(gridKeyAction({ key: '+', altKey: true })).toBeNull();
    expect(gridKeyAction({ key: 'q' })).toBeNull();
  });
});
