import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Path aliases, the same as tsconfig.json `paths` (tsx reads those for the server). */
export const aliases = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

/** Web build: `src/web` → `dist/web`, served by Fastify in production. */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  resolve: { alias: aliases },
  build: { outDir: '../../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
