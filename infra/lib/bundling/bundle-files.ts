import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { PDF_FONT_PACKAGE, PDF_FONT_PACKAGE_FILES } from '@skillway/functions/core/platform/export/pdf-font-files';
import { bundleOfOutput, type TFunctionEntry } from './function-entries';

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

/**
 * Files of installed packages that a module reads at run time, resolved from its own URL
 * (`createRequire(import.meta.url).resolve('<package>/<file>')`) rather than imported, so esbuild does not see them:
 * each bundle whose code includes the module (read from the metafile, so no handler is named here) gets them in its
 * own `node_modules/<package>/`, where the bundle's `index.mjs` resolves them as the source does from the repository.
 */
export const MODULE_PACKAGE_FILES: Readonly<Record<string, readonly { pkg: string; files: readonly string[] }[]>> = {
  // The Unicode fonts of every PDF (certificates, report exports): issue 34's Polish and Spanish letters.
  'functions/core/platform/export/pdf-fonts.ts': [{ pkg: PDF_FONT_PACKAGE, files: PDF_FONT_PACKAGE_FILES }],
};

/**
 * The repository's own files a module reads at run time beside itself (`new URL('./<dir>/…', import.meta.url)`, which
 * in a bundle is the bundle's folder): each bundle whose code includes the module gets them under `<bundle>/<to>`.
 */
const MODULE_FILES: Readonly<Record<string, readonly { from: string; to: string }[]>> = {
  // The server's translations (issue 34), read on the first text in a language that is not English: out of the code,
  // so the ~70 functions that write text do not each parse every language's catalogue at cold start.
  'functions/core/platform/i18n/server-texts.ts': [
    { from: 'functions/core/platform/i18n/catalogues', to: 'catalogues' },
  ],
};

/** The bundles (by folder) whose code includes `module` (a repository path), from the metafile. */
function bundlesIncluding(input: { rootDir: string; distDir: string; metafile: Metafile }, module: string): string[] {
  const bundles: string[] = [];
  for (const [output, { inputs }] of Object.entries(input.metafile.outputs)) {
    const bundle = bundleOfOutput(input.rootDir, input.distDir, output);
    if (bundle && (inputs[module]?.bytesInOutput ?? 0) > 0) bundles.push(bundle);
  }
  return bundles;
}

/** Copies MODULE_FILES into each bundle that includes their module; returns what was copied. */
export function copyModuleFiles(input: {
  rootDir: string;
  distDir: string;
  metafile: Metafile;
}): { bundle: string; to: string }[] {
  const copied: { bundle: string; to: string }[] = [];
  for (const [module, files] of Object.entries(MODULE_FILES)) {
    for (const bundle of bundlesIncluding(input, module)) {
      for (const file of files) {
        const source = resolve(input.rootDir, file.from);
        if (!existsSync(source)) throw new Error(`${bundle} needs ${file.from}, which does not exist`);
        const destination = join(input.distDir, bundle, file.to);
        cpSync(source, destination, { recursive: true });
        copied.push({ bundle, to: destination });
      }
    }
  }
  return copied;
}

/** The folder of an installed package, as the functions workspace resolves it. */
function packageDir(rootDir: string, pkg: string): string {
  const require = createRequire(join(rootDir, 'functions', 'package.json'));
  try {
    return dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(`${pkg} is not installed: run \`npm install\``);
  }
}

/** Copies the package files of MODULE_PACKAGE_FILES into each bundle that includes their module; returns what was copied. */
export function copyPackageFiles(input: {
  rootDir: string;
  distDir: string;
  metafile: Metafile;
}): { bundle: string; pkg: string }[] {
  const copied: { bundle: string; pkg: string }[] = [];
  for (const [output, { inputs }] of Object.entries(input.metafile.outputs)) {
    const bundle = bundleOfOutput(input.rootDir, input.distDir, output);
    if (!bundle) continue;
    const needed = new Map<string, Set<string>>();
    for (const [module, packages] of Object.entries(MODULE_PACKAGE_FILES)) {
      if (!((inputs[module]?.bytesInOutput ?? 0) > 0)) continue;
      for (const { pkg, files } of packages) {
        const set = needed.get(pkg) ?? new Set<string>();
        for (const file of files) set.add(file);
        needed.set(pkg, set);
      }
    }
    for (const [pkg, files] of needed) {
      const from = packageDir(input.rootDir, pkg);
      const to = join(input.distDir, bundle, 'node_modules', pkg);
      for (const file of files) {
        const source = join(from, file);
        if (!existsSync(source)) throw new Error(`${bundle} needs ${pkg}/${file}, which does not exist`);
        mkdirSync(dirname(join(to, file)), { recursive: true });
        cpSync(source, join(to, file));
      }
      copied.push({ bundle, pkg });
    }
  }
  return copied;
}
