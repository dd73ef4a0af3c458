/**
 * One WhatsApp to one customer from the grid (spec 000 §7 "Handling of answers";
 * docs/MESSAGING.md "Veicolo pronto / Avviso ticket"): through the helper tool's
 * `/invio_diretto` when one is configured; when the tool is missing, unreachable, or answers
 * `no_wa`, `accedi`, `errore` (or anything else), the wa.me page opens instead, with the
 * number and the text prefilled, for the user to press send.
 */

/** How the message left: by the tool, or by the wa.me page (the user sends it there). */
export type DirectWaResult =
  | { via: 'tool' }
  | {
      via: 'link';
      /** Why the tool was not used: none configured, unreachable, or its answer word. */
      reason: 'no_tool' | 'unreachable' | string;
      /** False when the browser blocked the new window: offer the link to click. */
      opened: boolean;
    };

export type DirectWaDeps = {
  /** The tool's base address, '' when none is configured. */
  base: string;
  /** POSTs `{tel, text}` to `{base}/invio_diretto`; rejects when unreachable or too slow. */
  send: (tel: string, text: string) => Promise<string>;
  /** Opens `url` in a new window; false when the browser refused. */
  open: (url: string) => boolean;
};

/** Sends `text` to `phone` (the appointment's mobile) and says how (see `DirectWaResult`). */
export async function sendDirectWhatsapp(
  deps: DirectWaDeps,
  msg: { phone: string; text: string; url: string },
): Promise<DirectWaResult> {
  let reason = 'no_tool';
  if (deps.base) {
    try {
      const answer = await deps.send(msg.phone, msg.text);
      if (answer === 'inviato') return { via: 'tool' };
      reason = answer;
    } catch {
      reason = 'unreachable';
    }
  }
  return { via: 'link', reason, opened: deps.open(msg.url) };
}

/**
 * Opens `url` in a new tab without giving it a handle on this page; false when the browser
 * blocked the window. (`window.open(url, '_blank', 'noopener')` always returns null, so a
 * blocked popup could not be told apart: open a blank tab, detach it, then navigate it.)
 */
export function openNewWindow(url: string): boolean {
  const w = window.open('', '_blank');
  if (!w) return false;
  w.opener = null;
  w.location.href = url;
  return true;
}
