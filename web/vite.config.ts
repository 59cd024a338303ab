import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The local stack (infra/local) serves the API and the local-only pages; the dev and preview servers forward
 * to it. SKILLWAY_API_URL points them at a stack on another port (e.g. one started with PORT=3200).
 */
const LOCAL_STACK = process.env.SKILLWAY_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Pages are lazy chunks; the first route loads only the shell, the router and the page it needs.
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json lets the bench add up the first route's JS (entry + the login page's chunks).
    manifest: true,
  },
  server: {
    proxy: {
      '/v1': { target: LOCAL_STACK, changeOrigin: false },
      '/_local': { target: LOCAL_STACK, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: LOCAL_STACK, changeOrigin: false },
      '/_local': { target: LOCAL_STACK, changeOrigin: false },
    },
  },
});
