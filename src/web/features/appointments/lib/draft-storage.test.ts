import { describe, expect, it } from 'vitest';
import { memoryStore } from '@web/test/memory-store';
import { emptyValues } from './appointment-form';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-storage';

describe('edit drafts (nothing typed is lost)', () => {
  it('keys drafts by slot', () => {
    expect(draftKey('2031-03-04', 3, 1)).toBe('reviapp:draft:2031-03-04:3:1');
  });

  it('saves, loads and clears a draft', () => {
    const store = memoryStore();
    const key = draftKey('2031-03-04', 3, 1);
    const draft = {
      values: { ...emptyValues(), surname: 'ROSSI' },
      appointmentId: null,
      baseVersion: null,
      savedAt: 1,
    };
    saveDraft(key, draft, store);
    expect(loadDraft(key, store)).toEqual(draft);
    clearDraft(key, store);
    expect(loadDraft(key, store)).toBeNull();
  });

  it('ignores unreadable drafts and failing storage', () => {
    const store = memoryStore();
    store.setItem('k', '{not json');
    expect(loadDraft('k', store)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() =>
      saveDraft(
        'k',
        { values: emptyValues(), appointmentId: 1, baseVersion: 1, savedAt: 1 },
        broken,
      ),
    ).not.toThrow();
    expect(loadDraft('k', broken)).toBeNull();
  });
});
