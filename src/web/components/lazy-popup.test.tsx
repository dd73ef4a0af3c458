/**
 * `lazyPopup` + `OnceOpened`: nothing is fetched before the first opening or
 * a preload; the popup stays mounted once opened (its state survives a close); a failed
 * fetch tells the owner and the connection watch, and the next opening fetches again.
 */
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_EVENT } from '@web/lib/api-client';
import { lazyPopup, OnceOpened, type LazyPopup } from './lazy-popup';

/** A popup with state of its own: a counter that survives being hidden. */
function Counter({ opened }: { opened: boolean }) {
  const [n, setN] = useState(0);
  return opened ? (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      conta {n}
    </button>
  ) : null;
}

function Host({
  popup: Popup,
  opened,
  onLoadFailed,
}: {
  popup: LazyPopup<typeof Counter>;
  opened: boolean;
  onLoadFailed?: () => void;
}) {
  return (
    <OnceOpened opened={opened} fallback={<span>in attesa</span>} onLoadFailed={onLoadFailed}>
      <Popup opened={opened} />
    </OnceOpened>
  );
}

describe('lazyPopup and OnceOpened', () => {
  it('fetches at the first opening, not before, and keeps the popup mounted after', async () => {
    const load = vi.fn(async () => ({ Counter }));
    const Popup = lazyPopup(load, 'Counter');
    const view = render(<Host popup={Popup} opened={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('in attesa')).toBeTruthy();

    view.rerender(<Host popup={Popup} opened />);
    const button = await screen.findByRole('button', { name: 'conta 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'conta 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    view.rerender(<Host popup={Popup} opened={false} />);
    view.rerender(<Host popup={Popup} opened />);
    // Same instance: the count was kept and nothing was fetched again.
    expect(await screen.findByRole('button', { name: 'conta 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() fetches once, whatever the number of calls', async () => {
    const load = vi.fn(async () => ({ Counter }));
    const Popup = lazyPopup(load, 'Counter');
    Popup.preload();
    Popup.preload();
    render(<Host popup={Popup} opened />);
    expect(await screen.findByRole('button', { name: 'conta 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch tells the owner and the connection watch; the next opening retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ Counter: typeof Counter }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Counter });
    const Popup = lazyPopup(load, 'Counter');
    const probes = vi.fn();
    window.addEventListener(CONNECTION_EVENT, probes);
    const failed = vi.fn();
    const view = render(<Host popup={Popup} opened onLoadFailed={failed} />);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(probes).toHaveBeenCalledTimes(1);
    expect(screen.getByText('in attesa')).toBeTruthy();

    // The owner closed it; the next opening fetches again and shows the popup.
    view.rerender(<Host popup={Popup} opened={false} onLoadFailed={failed} />);
    view.rerender(<Host popup={Popup} opened onLoadFailed={failed} />);
    expect(await screen.findByRole('button', { name: 'conta 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    window.removeEventListener(CONNECTION_EVENT, probes);
  });
});
