import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import precompileMessages from './precompile-messages-babel.ts';

/** The SPA's feature folders (forward slashes, as module ids are compared). */
const FEATURES = fileURLToPath(new URL('../src/features/', import.meta.url)).replace(/\\/g, '/');
const CATALOGS_MODULE = fileURLToPath(new URL('../src/i18n/catalogs.ts', import.meta.url)).replace(/\\/g, '/');

/** A module that uses a Lingui macro (the only files the Babel pass needs to see). */
const USES_MACRO = /@lingui\/(?:react\/|core\/)?macro/;

/**
 * A feature module with messages says so when it is evaluated: `needCatalog('<feature>')` (src/i18n/catalogs.ts).
 * A screen's chunk, once loaded, has named every feature catalogue its code shows text from (its own and any other
 * feature's components it imports), and the route waits for those before it renders (catalogsReady). This keeps
 * each language's catalogue per route chunk without a hand-kept list of which screen uses which feature's text.
 */
function catalogNeedsPlugin(): Plugin {
  return {
    name: 'skillway-catalog-needs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!.replace(/\\/g, '/');
      if (!file.startsWith(FEATURES) || !USES_MACRO.test(code)) return null;
      const feature = file.slice(FEATURES.length).split('/')[0];
      if (!feature) return null;
      const header = `import { needCatalog as __needCatalog } from ${JSON.stringify(CATALOGS_MODULE)};\n__needCatalog(${JSON.stringify(feature)});\n`;
      return { code: header + code, map: null };
    },
  };
}

/**
 * Lingui (issue 34) for Vite 8: its macros compiled by Babel through @rolldown/plugin-babel, only in files that import
 * one, keeping the English source text in the bundle (stripMessageField: false) so English needs no catalogue; the
 * `.po` catalogues compiled on import; each feature module naming its catalogue. Before @vitejs/plugin-react's own
 * transform; the vitest `web` project uses the same list.
 */
export function linguiPlugins({ catalogNeeds = true }: { catalogNeeds?: boolean } = {}): PluginOption[] {
  // Found by path: vitest runs from the repository's root, where no Lingui config is.
  const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));
  const linguiConfig = getConfig({ configPath });
  return [
    // Not in the SCORM launch page's build (vite.launch.config.ts), which loads its one catalogue itself.
    ...(catalogNeeds ? [catalogNeedsPlugin()] : []),
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: {
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }],
              precompileMessages,
            ],
          },
          rolldown: { filter: { code: USES_MACRO } },
        }),
      ],
    }),
    ...lingui({ configPath }),
  ];
}
