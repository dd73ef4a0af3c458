/**
 * Renders the app icons of the web app manifest from the logo mark (`src/web/public/favicon.svg`)
 * in Debian's Chromium (`npx tsx scripts/render-icons.ts`; the PNGs are committed, this is
 * how they were made):
 * - `icons/icon-192.png`, `icons/icon-512.png`: the mark as it is (rounded square, transparent
 *   corners), purpose `any`;
 * - `icons/icon-maskable-512.png`: the mark's drawing at 70 % on a full-bleed square of the
 *   logo's gradient, inside the maskable safe zone (a circle of 80 % diameter), purpose `maskable`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';

const PUBLIC = path.resolve(import.meta.dirname, '../src/web/public');

async function main() {
  const svg = await fs.readFile(path.join(PUBLIC, 'favicon.svg'), 'utf8');
  // Maskable: full-bleed gradient square, the drawing (without its own rounded square) scaled
  // to 70 % around the centre.
  const drawing = svg
    .replace(/<rect width="64" height="64" rx="15" fill="url\(#bg\)"\/>/, '')
    .replace(/<svg[^>]*>/, '')
    .replace('</svg>', '');
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="url(#bg)"/>
  <g transform="translate(9.6 9.6) scale(0.7)">${drawing}</g></svg>`;
  await fs.mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [name, size, source] of [
      ['icon-192.png', 192, svg],
      ['icon-512.png', 512, svg],
      ['icon-maskable-512.png', 512, maskable],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const html = `<html><body style="margin:0;background:transparent">${source.replace(
        '<svg ',
        `<svg width="${size}" height="${size}" `,
      )}</body></html>`;
      await page.setContent(html);
      await page.screenshot({ path: path.join(PUBLIC, 'icons', name), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
