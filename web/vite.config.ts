import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The @skillway/shared workspace's sources (forward slashes, as module ids are compared). */
const SHARED_SRC = fileURLToPath(new URL('../shared/src/', import.meta.url)).replace(/\\/g, '/');

/**
 * The browser needs only each operation's method, path and access; the manifest also carries every request and
 * response schema (tens of KB that grow with each feature). In the production build, src/api/operation-routes.ts
 * becomes a plain table generated from the manifest here, so the first route does not ship the schemas.
 */
function operationRoutesPlugin(): Plugin {
  let source = '';
  return {
    name: 'skillway-operation-routes',
    apply: 'build',
    async buildStart() {
      // The manifest is TypeScript: tsx loads it here (the config itself is bundled before it runs).
      const { tsImport } = await import('tsx/esm/api');
      const shared = (await tsImport('@skillway/shared', import.meta.url)) as {
        operations: Record<string, { method: string; path: string; access: unknown }>;
      };
      const table = Object.fromEntries(
        Object.entries(shared.operations).map(([id, op]) => [
          id,
          { method: op.method, path: op.path, access: op.access },
        ]),
      );
      source = `export const OPERATION_ROUTES = ${JSON.stringify(table)};\n`;
    },
    load(id) {
      return id.replace(/\\/g, '/').endsWith('/src/api/operation-routes.ts') ? source : null;
    },
  };
}

/**
 * The local stack (infra/local) serves the API and the local-only pages; the dev and preview servers forward
 * to it. SKILLWAY_API_URL points them at a stack on another port (e.g. one started with PORT=3200).
 */
const LOCAL_STACK = process.env.SKILLWAY_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [operationRoutesPlugin(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Pages are lazy chunks; the first route loads only the shell, the router and the page it needs.
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json lets the bench add up the first route's JS (entry + the login page's chunks).
    manifest: true,
    rollupOptions: {
      // @skillway/shared is pure (constants, schemas, the manifest): what a chunk does not use is dropped.
      treeshake: { moduleSideEffects: (id) => !id.replace(/\\/g, '/').startsWith(SHARED_SRC) },
    },
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
