import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { linguiPlugins } from './scripts/lingui-plugins.ts';

/** The @skillway/shared workspace's sources (forward slashes, as module ids are compared). */
const SHARED_SRC = fileURLToPath(new URL('../shared/src/', import.meta.url)).replace(/\\/g, '/');

/**
 * The SCORM launch page, the web build's second entry (`vite build --config vite.launch.config.ts`, after the SPA's
 * build, which empties dist): web/launch/scorm.html and its script to web/dist/launch, with base `/launch/`, served
 * only by the e-learning content origin (never the app's). A build of its own, so none of the SPA's chunks (and
 * nothing of the user's session handling) is shared with a page that runs beside package content; scorm-again is
 * split per SCORM version as in the player.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./launch/', import.meta.url)),
  base: '/launch/',
  publicDir: false,
  // Its text in the learner's language (issue 34): the package-player catalogue, compiled from its .po on import.
  plugins: [...linguiPlugins({ catalogNeeds: false })],
  build: {
    outDir: fileURLToPath(new URL('./dist/launch/', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: fileURLToPath(new URL('./launch/scorm.html', import.meta.url)),
      treeshake: { moduleSideEffects: (id) => !id.replace(/\\/g, '/').startsWith(SHARED_SRC) },
    },
  },
});
