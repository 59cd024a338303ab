import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Each Mantine component's CSS travels with its JavaScript: the module that holds a component's class names
 * (`@mantine/core/esm/components/Button/Button.module.mjs`, or `esm/utils/…` for the shared InlineInput) imports
 * that component's stylesheet (`@mantine/core/styles/Button.layer.css`), so Vite puts the rules in the chunk that
 * draws the component. Without it every page blocks its first paint on all of `@mantine/core/styles.css` (about 31 KB
 * gzip, 26 KB of it unused on a learner's pages, as Lighthouse reports).
 *
 * Mantine ships one CSS file per component for this (its "CSS files list": import a component's styles with those it
 * builds on, in that order). Importing them from the component modules gives that order by construction: a
 * component's JavaScript imports the components it builds on first, so their rules come first. The `.layer.css`
 * variants put the rules in `@layer mantine`, declared by the entry before any of them, so a stylesheet loaded later
 * with a lazy chunk never outranks the app's own CSS, which is unlayered (Mantine's guide: "override them with CSS
 * layers in case you do not have a way to control the order of stylesheets").
 *
 * The components the entry's stylesheet already carries (`entryStylesheet`: web/src/app/mantine-entry.css) bring no
 * second copy.
 */
const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:[^\\/]+[\\/])+([A-Za-z]+)\.module\.mjs$/;
const COMPONENT_SHEET = /@import '@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css';/g;

/** The components whose stylesheets a CSS file @imports from @mantine/core/styles. */
export function importedComponents(css: string): Set<string> {
  return new Set([...css.matchAll(COMPONENT_SHEET)].map((match) => match[1]!));
}

/** The component a Mantine class-name module belongs to, or undefined for any other module. */
export function componentOf(id: string): string | undefined {
  return CLASS_MODULE.exec(id.split('?')[0] ?? id)?.[1];
}

/** The stylesheet a module must import: its component's, unless `provided` already carries it. */
export function componentStylesheet(id: string, provided: ReadonlySet<string> = new Set()): string | undefined {
  const name = componentOf(id);
  return name && !provided.has(name) ? `@mantine/core/styles/${name}.layer.css` : undefined;
}

/**
 * The dev server serves @mantine/core pre-bundled (Vite's dependency optimiser), where no plugin sees the component
 * modules: there the entry imports every component's rules at once, as `@mantine/core/styles.layer.css`.
 */
const ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$/;

export function mantineComponentStylesPlugin(options: { entryStylesheet: string }): Plugin {
  let serving = false;
  let provided: ReadonlySet<string> = new Set();
  return {
    name: 'skillway-mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
      provided = importedComponents(readFileSync(options.entryStylesheet, 'utf8'));
    },
    transform(code, id) {
      const stylesheet = serving
        ? ENTRY.test(id.split('?')[0] ?? id)
          ? '@mantine/core/styles.layer.css'
          : undefined
        : componentStylesheet(id, provided);
      if (!stylesheet) return null;
      return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
    },
  };
}
