/**
 * The built web app as a production site serves it (README "Performance", "Assets"): the precompressed copy
 * the browser accepts (brotli first, then gzip, else the plain file, always with
 * `Vary: Accept-Encoding`), hashed `/assets/` cached for a year as immutable, the icons for a day, `index.html`
 * (also as `/`), the service worker and the web app manifest revalidated every time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';

const HTML = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`;
const JS = `console.log(${JSON.stringify('x'.repeat(5000))});`;

let ctx: TestContext;
let dir: string;

function writeWithCopies(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-web-'));
  writeWithCopies(path.join(dir, 'index.html'), HTML);
  writeWithCopies(path.join(dir, 'assets/index-AbC123.js'), JS);
  writeWithCopies(path.join(dir, 'sw.js'), JS);
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"ReviApp"}');
  writeWithCopies(path.join(dir, 'favicon.svg'), SVG);
  writeWithCopies(path.join(dir, 'logo.svg'), SVG);
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'icons/icon-192.png'), 'png');
  ctx = await setupTestApp({}, { webDir: dir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static web app', () => {
  it('serves brotli, gzip or plain as accepted, and says it varies on it', async () => {
    for (const url of ['/', '/index.html', '/assets/index-AbC123.js']) {
      const plain = url.endsWith('.js') ? JS : HTML;
      const br = await get(url, 'gzip, deflate, br, zstd');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain);
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString(), url).toBe(plain);
      const none = await get(url);
      expect(none.headers['content-encoding'], url).toBeUndefined();
      expect(none.body, url).toBe(plain);
      for (const r of [br, gz, none])
        expect(String(r.headers.vary), url).toMatch(/accept-encoding/i);
    }
  });

  it('caches hashed assets for a year as immutable and revalidates the page', async () => {
    expect((await get('/assets/index-AbC123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html'])
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('no-cache');
  });

  it('caches the icons for a day, compressed or not (the favicon is asked for on each URL rewrite)', async () => {
    for (const [url, encoding] of [
      ['/favicon.svg', 'br'],
      ['/favicon.svg', 'gzip'],
      ['/favicon.svg', undefined],
      ['/logo.svg', 'br'],
      ['/icons/icon-192.png', undefined],
    ] as const) {
      const res = await get(url, encoding);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('public, max-age=86400');
    }
  });

  it('serves the service worker revalidated, as JavaScript, allowed to control /', async () => {
    for (const encoding of ['br', undefined]) {
      const sw = await get('/sw.js', encoding);
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(sw.headers['service-worker-allowed']).toBe('/');
    }
    // Only the worker at the root gets the header.
    expect(
      (await get('/assets/index-AbC123.js')).headers['service-worker-allowed'],
    ).toBeUndefined();
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('carries the security headers on every file, compressed or not, and on a 404', async () => {
    for (const [url, encoding] of [
      ['/', 'br'],
      ['/assets/index-AbC123.js', 'gzip'],
      ['/sw.js', undefined],
      ['/manifest.webmanifest', undefined],
      ['/assets/missing-123.js', 'br'],
    ] as const) {
      const res = await get(url, encoding);
      expect(String(res.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('still answers 404 for a missing asset', async () => {
    expect((await get('/assets/missing-123.js', 'br')).statusCode).toBe(404);
  });
});
