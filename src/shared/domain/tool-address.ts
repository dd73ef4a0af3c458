/**
 * Where the browser may reach ReviApp Tool, the helper program on the desk's PC (spec 000
 * §7 tool calls, §9 "Tool default address: local port 1987"): on this computer at any port
 * (`localhost`, `127.0.0.1`), or on any computer of the office network at the tool's port
 * 1987 (the WhatsApp PC). The server's Content-Security-Policy allows exactly these
 * (`TOOL_CONNECT_SOURCES`), and Impostazioni Tool refuses any other address, saying why, so
 * an address that can be saved is always one the browser may call.
 */

/** The helper tool's port (spec 000 §9). */
export const TOOL_PORT = 1987;

/** `connect-src` sources of the Content-Security-Policy for the tool. */
export const TOOL_CONNECT_SOURCES = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  `http://*:${TOOL_PORT}`,
  `https://*:${TOOL_PORT}`,
] as const;

const LOCAL = new Set(['localhost', '127.0.0.1']);

/**
 * True when the browser may call the tool at `address` (an `http(s)://host[:port]` URL):
 * this computer at any port over http, or any host at port 1987. '' (no tool) is allowed.
 */
export function toolAddressReachable(address: string): boolean {
  if (address === '') return true;
  if (!URL.canParse(address)) return false;
  const u = new URL(address);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.protocol === 'http:' && LOCAL.has(u.hostname)) return true;
  return u.port === String(TOOL_PORT);
}
