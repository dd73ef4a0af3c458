import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstVisitChunks } from './scripts/vite-chunk-groups';
import { inertZodInContracts } from './scripts/vite-inert-zod';
import { precompress } from './scripts/vite-precompress';
import { serviceWorker } from './scripts/vite-service-worker';

/** Path aliases, the same as tsconfig.json `paths` (tsx reads those for the server). */
export const aliases = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

/**
 * The customers' pages (web booking, confirmation, customer link, recall link; docs/BOOKING.md):
 * their own HTML entry `booking.html`, so the customer's phone loads only `src/web/customer-pages`
 * (plain React + its CSS), never the staff app's bundle.
 */
const pages = {
  main: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
  booking: fileURLToPath(new URL('./src/web/booking.html', import.meta.url)),
};

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/**
 * A desk's first visit after the login page (README "Performance", "Assets"): the signed-in
 * frame, then the grid, each one chunk of what it imports statically.
 */
const FIRST_VISIT = [
  { name: 'desk', roots: [web('app/signed-in.tsx')] },
  { name: 'grid', roots: [web('app/routes/appointments.tsx')] },
];

/** Public files the service worker precaches besides the built app (manifest, icons). */
const PWA_PUBLIC_FILES = ['manifest.webmanifest', 'favicon.svg', 'logo.svg', 'icons/icon-192.png'];

/**
 * React Router's production build in the production bundle (README "Performance", "Assets"):
 * its package exports only the development build, which carries the dev-only warnings and
 * checks (~3 KB brotli on the login page). The dev server, Vitest and a development build
 * (`NODE_ENV=development vite build`, Vite's `isProduction` false) keep the development one,
 * beside the development React they load.
 */
function reactRouterProduction(): Plugin {
  const file = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  let production = false;
  return {
    name: 'reviapp-react-router-production',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      production = config.isProduction;
    },
    resolveId: (source) => (production && source === 'react-router' ? file : null),
  };
}

/**
 * Mantine's `useId` without its second render in the production bundle
 * (`src/web/lib/mantine-use-id.ts`; README "Performance", the login page's TBT): Mantine's
 * own swaps React's id for a random one after mounting, re-rendering every input once.
 */
function mantineStableIds(): Plugin {
  const file = fileURLToPath(new URL('./src/web/lib/mantine-use-id.ts', import.meta.url));
  return {
    name: 'reviapp-mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer?.includes('/@mantine/hooks/') && /\/use-id\/use-id\.mjs$/.test(source) ? file : null,
  };
}

/** Web build: `src/web` → `dist/web`, served by Fastify in production. */
export default defineConfig({
  root: 'src/web',
  // precompress: .br/.gz beside each asset for the server (README "Performance", "Assets").
  // serviceWorker: dist/web/sw.js precaching the staff app shell (docs/RESILIENCE.md "Installable app, grid readable offline").
  // inertZodInContracts: the contracts without zod in the production bundle (README "Performance", "Assets").
  plugins: [
    inertZodInContracts(),
    reactRouterProduction(),
    mantineStableIds(),
    firstVisitChunks(web('main.tsx'), [web('customer-pages/main.tsx')], FIRST_VISIT),
    react(),
    serviceWorker({
      entry: fileURLToPath(new URL('./src/web/sw/service-worker.ts', import.meta.url)),
      page: 'main',
      html: 'index.html',
      publicFiles: PWA_PUBLIC_FILES,
      maxScriptBytes: 384 * 1024,
      // Offline a desk needs the signed-in frame, the grid, toasts and the offline backup
      // page; every other screen and popup is cached the first time it is opened.
      offline:
        /\/src\/web\/(app\/signed-in|app\/routes\/appointments|lib\/notifications-module|features\/offline\/components\/offline-backup-page)/,
    }),
    precompress(),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: { input: pages },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
