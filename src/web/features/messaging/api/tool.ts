/** The helper tool's calls, shared with other features from `@web/lib/helper-tool`. */
import type { QueryClient } from '@tanstack/react-query';
import { fetchToolBase } from '@web/data/settings';
import { callTool, DIRECT_SEND_TIMEOUT_MS } from '@web/lib/helper-tool';
import { openNewWindow, sendDirectWhatsapp, type DirectWaResult } from '../lib/direct-wa';

export { callTool, DIRECT_SEND_TIMEOUT_MS } from '@web/lib/helper-tool';
export { fetchToolBase } from '@web/data/settings';
export { fetchToolMachineId } from '@web/data/tool';

/**
 * One WhatsApp to one customer (spec 000 §7; docs/MESSAGING.md "Veicolo pronto / Avviso
 * ticket"): through the workshop's helper tool (`/invio_diretto`, its base address read from
 * the tool settings), else the wa.me page `msg.url` in a new window (`lib/direct-wa`).
 * Resolves to how it left; never rejects for the tool's sake.
 */
export async function sendWhatsappOnce(
  qc: QueryClient,
  msg: { phone: string; text: string; url: string },
): Promise<DirectWaResult> {
  const base = await fetchToolBase(qc);
  return sendDirectWhatsapp(
    {
      base,
      send: (tel, text) => callTool(base, 'invio_diretto', { tel, text }, DIRECT_SEND_TIMEOUT_MS),
      open: openNewWindow,
    },
    msg,
  );
}
