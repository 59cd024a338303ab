import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TFunctionEntry } from './function-entries';

/**
 * Files a bundle reads at run time next to its `index.mjs` (esbuild copies only code). The catalogue installer
 * reads the shipped course files through `new URL('./assets/', import.meta.url)`, which in the bundle is the bundle
 * folder itself, so they are copied to `<bundle>/assets/`.
 */
export const BUNDLE_FILES: Readonly<Record<string, readonly { from: string; to: string }[]>> = {
  'api/courses/install-courses': [{ from: 'functions/core/content/courses/catalogue/assets', to: 'assets' }],
  // The install screen's catalogue thumbnails are rendered from the shipped JPEGs (catalogue-thumbnails.ts).
  'api/system/get-image': [
    { from: 'functions/core/content/courses/catalogue/assets/thumbnails', to: 'assets/thumbnails' },
  ],
};

/** Copies each built bundle's run-time files; returns what was copied (bundle, destination). */
export function copyBundleFiles(input: {
  rootDir: string;
  distDir: string;
  entries: readonly TFunctionEntry[];
}): { bundle: string; to: string }[] {
  const copied: { bundle: string; to: string }[] = [];
  for (const entry of input.entries) {
    for (const file of BUNDLE_FILES[entry.handler] ?? []) {
      const source = resolve(input.rootDir, file.from);
      if (!existsSync(source)) throw new Error(`${entry.handler} needs ${file.from}, which does not exist`);
      const destination = join(input.distDir, entry.bundle, file.to);
      cpSync(source, destination, { recursive: true });
      copied.push({ bundle: entry.bundle, to: destination });
    }
  }
  return copied;
}
