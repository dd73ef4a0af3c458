/**
 * Calls to the ReviApp helper tool on the workshop PC (spec 000 §7), shared by the messaging,
 * web-booking and sync features: its address comes from settings `tool.server` ('' = none
 * configured; `fetchToolBase` in `@web/data/settings`); each call posts form fields (a
 * CORS-simple request, no preflight) or a multipart `FormData` (the booking sheet e-mail) and answers a bare word (`inviato`,
 * `no_wa`, `accedi`, `errore`, `ok`, a machine id, "E-mail inviata").
 */
/** `/invio_diretto` waits this long for WhatsApp (spec 000 §7: 20 s timeout). */
export const DIRECT_SEND_TIMEOUT_MS = 20_000;

/** `/sn` (tool presence and machine id) waits this long (spec 000 §7: 3 s timeout). */
export const SN_TIMEOUT_MS = 3_000;

/**
 * POSTs `fields` to `{base}/{path}`; resolves to the trimmed answer text. Rejects when the
 * tool is unreachable, answers a non-2xx status, or takes longer than `timeoutMs`.
 */
export async function callTool(
  base: string,
  path: string,
  fields: Record<string, string> | FormData = {},
  timeoutMs?: number,
): Promise<string> {
  const body =
    fields instanceof FormData
      ? fields
      : Object.keys(fields).length
        ? new URLSearchParams(fields)
        : undefined;
  const res = await fetch(`${base.replace(/\/+$/, '')}/${path}`, {
    method: 'POST',
    body,
    ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
  });
  if (!res.ok) throw new Error(`tool ${res.status}`);
  return (await res.text()).trim();
}

/**
 * This PC's machine id as the tool at `base` reports it (`POST /sn`, empty body, 3 s); the id
 * compared with config_tool.id_wa (spec 000 §3) to tell the WhatsApp PC. Resolves to null
 * when no tool is configured or it does not answer. Cached as `toolMachineIdQuery`
 * (`@web/data/tool`).
 */
export async function toolMachineId(base: string): Promise<string | null> {
  if (!base) return null;
  const id = await callTool(base, 'sn', {}, SN_TIMEOUT_MS).catch(() => null);
  return id || null;
}
