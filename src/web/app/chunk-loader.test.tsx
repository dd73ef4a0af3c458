/** A screen's code that has not arrived in 120 s counts as a lost connection (spec 000 §9). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_EVENT } from '@web/lib/api-client';
import { renderWithMantine } from '@web/test/render';
import { ChunkLoader, CHUNK_TIMEOUT_MS } from './chunk-loader';

describe('ChunkLoader', () => {
  const lost = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    window.addEventListener(CONNECTION_EVENT, lost);
  });
  afterEach(() => {
    window.removeEventListener(CONNECTION_EVENT, lost);
    lost.mockReset();
    vi.useRealTimers();
  });

  it('reports a lost connection after 120 s of waiting, once', () => {
    renderWithMantine(<ChunkLoader />);
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    expect(lost).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the code arrived in time (the loader went away)', () => {
    const view = renderWithMantine(<ChunkLoader />);
    vi.advanceTimersByTime(60_000);
    view.unmount();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(lost).not.toHaveBeenCalled();
  });
});
