/** The single WhatsApp send (spec 000 §7 "Handling of answers"): tool first, else wa.me. */
import { describe, expect, it, vi } from 'vitest';
import { sendDirectWhatsapp } from './direct-wa';

const msg = { phone: '3331234567', text: 'Ciao & grazie', url: 'https://wa.me/393331234567?x' };

describe('sendDirectWhatsapp', () => {
  it('uses the tool and opens nothing when it answers inviato', async () => {
    const open = vi.fn(() => true);
    const send = vi.fn(async () => 'inviato');
    expect(await sendDirectWhatsapp({ base: 'http://t', send, open }, msg)).toEqual({
      via: 'tool',
    });
    expect(send).toHaveBeenCalledWith('3331234567', 'Ciao & grazie');
    expect(open).not.toHaveBeenCalled();
  });

  it.each(['no_wa', 'accedi', 'errore'])('opens wa.me when the tool answers %s', async (word) => {
    const open = vi.fn(() => true);
    const r = await sendDirectWhatsapp({ base: 'http://t', send: async () => word, open }, msg);
    expect(r).toEqual({ via: 'link', reason: word, opened: true });
    expect(open).toHaveBeenCalledWith(msg.url);
  });

  it('opens wa.me without a tool, or when it is unreachable; reports a blocked window', async () => {
    const send = vi.fn(async () => 'inviato');
    expect(await sendDirectWhatsapp({ base: '', send, open: () => false }, msg)).toEqual({
      via: 'link',
      reason: 'no_tool',
      opened: false,
    });
    expect(send).not.toHaveBeenCalled();
    const down = async () => Promise.reject(new Error('fetch failed'));
    expect(
      await sendDirectWhatsapp({ base: 'http://t', send: down, open: () => true }, msg),
    ).toEqual({ via: 'link', reason: 'unreachable', opened: true });
  });
});
