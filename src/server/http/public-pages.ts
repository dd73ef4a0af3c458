/**
 * The public booking pages at real paths (spec 001 §2 public routes; docs/BOOKING.md), so a
 * link in an SMS opens them: `/prenota`, `/conferma`, `/app_web/appuntamenti`,
 * `/app_web/report` and `/app_web_collegamento_assente` all answer `booking.html` (the
 * build entry of `src/web/customer-pages`). Registered only when the web build exists.
 *
 * The day view (`/prenota`, `/app_web/appuntamenti` with `?code=`) gets its workshop data
 * in the HTML (docs/BOOKING.md, fast on a slow phone): the title and home text are painted
 * before any script runs, and the script starts from `#pb-boot` (JSON, `<` escaped)
 * without a round trip. A bad link or a limit just serves the plain page, which then asks
 * the API and shows the message.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { todayInRome } from '@shared/domain/dates';
import { limitBookingRead } from '@server/domain/web-booking/limits';
import { publicWorkshop } from '@server/domain/web-booking/workshop';

export const PUBLIC_PAGE_PATHS = [
  '/prenota',
  '/conferma',
  '/appuntamento',
  '/stop',
  '/app_web/appuntamenti',
  '/app_web/report',
  '/app_web_collegamento_assente',
] as const;

const BOOT_PATHS = new Set(['/prenota', '/app_web/appuntamenti']);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Adds a GET route per public path sending `booking.html`, with boot data on the day view. */
export function registerPublicPages(app: FastifyInstance, webDir: string): void {
  const file = path.join(webDir, 'booking.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  const template = () => {
    const { mtimeMs } = fs.statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
  for (const url of PUBLIC_PAGE_PATHS)
    app.get(url, async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      const code = (req.query as Record<string, unknown>).code;
      if (
        !BOOT_PATHS.has(url) ||
        typeof code !== 'string' ||
        code.length === 0 ||
        code.length > 100
      )
        return reply.sendFile('booking.html');
      let html = template();
      try {
        await limitBookingRead(req);
        const w = await publicWorkshop(app.deps.database.db, code, todayInRome());
        const json = JSON.stringify(w).replace(/</g, '\\u003c');
        const shell = w.manutenzione
          ? ''
          : `<main class="pb-main"><h1>${escapeHtml(w.titolo)}</h1>${w.testo_home_page ? `<p class="pb-text">${escapeHtml(w.testo_home_page)}</p>` : ''}</main>`;
        html = html
          .replace(
            '<div id="root"></div>',
            `<div id="root">${shell}</div><script type="application/json" id="pb-boot">${json}</script>`,
          )
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(w.titolo)}</title>`);
      } catch {
        // Plain page: the script asks the API and shows what is wrong.
      }
      return reply.type('text/html; charset=utf-8').send(html);
    });
}
