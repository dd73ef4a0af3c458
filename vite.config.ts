import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Web build: `src/web` → `dist/web`, served by Fastify in production. */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
