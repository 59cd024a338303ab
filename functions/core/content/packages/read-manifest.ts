import { MSG } from '@skillway/shared';
import type { TParsedPackage } from './package-xml';
import { parseCmi5Manifest } from './parse-cmi5';
import { parseScormManifest } from './parse-scorm';
import { parseTincanManifest } from './parse-tincan';
import { PackageRefused } from './zip-checks';

/** The manifests recognised, in the order they are looked for when a package holds more than one. */
const MANIFESTS: readonly { name: string; parse: (xml: string) => TParsedPackage }[] = [
  { name: 'cmi5.xml', parse: parseCmi5Manifest },
  { name: 'imsmanifest.xml', parse: parseScormManifest },
  { name: 'tincan.xml', parse: parseTincanManifest },
];

/** Files that archivers add and no package needs (macOS resource forks, Finder and Explorer metadata). */
export function isArchiverJunk(path: string): boolean {
  return path.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path);
}

export interface TManifestLocation {
  /** The manifest's path inside the zip. */
  path: string;
  /** The folder it sits in ('' at the root, 'Course/' when the zip wraps everything in one folder). */
  base: string;
  parse: (xml: string) => TParsedPackage;
}

/**
 * Where the package's manifest is: at the zip's root, or in its single top folder when every file lies in one
 * (many tools zip the folder rather than its content). Undefined when there is none.
 */
export function findManifest(files: readonly string[]): TManifestLocation | undefined {
  const real = files.filter((path) => !isArchiverJunk(path));
  const at = (base: string) => {
    for (const manifest of MANIFESTS) {
      const path = real.find((file) => file.toLowerCase() === `${base}${manifest.name}`.toLowerCase());
      if (path !== undefined)
        return { path, base: path.slice(0, path.length - manifest.name.length), parse: manifest.parse };
    }
    return undefined;
  };
  const root = at('');
  if (root) return root;
  if (real.length === 0 || real.some((path) => !path.includes('/'))) return undefined;
  const folders = new Set(real.map((path) => path.slice(0, path.indexOf('/') + 1)));
  return folders.size === 1 ? at([...folders][0] as string) : undefined;
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A manifest's launch as a path from the package's root (`base` + the launch, `.` and `..` resolved), keeping its
 * query string and fragment. Refused: a launch on another site, and one that is not a file of the package (as
 * written or percent-decoded).
 */
export function resolveLaunch(base: string, launch: string, files: ReadonlySet<string>): string {
  const trimmed = launch.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    throw new PackageRefused(MSG.PACKAGE_EXTERNAL_LAUNCH);
  }
  const split = trimmed.search(/[?#]/);
  const path = split < 0 ? trimmed : trimmed.slice(0, split);
  const rest = split < 0 ? '' : trimmed.slice(split);
  const segments: string[] = [];
  for (const segment of `${base}${path.replace(/^\/+/, '')}`.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) throw new PackageRefused(`${MSG.PACKAGE_LAUNCH_MISSING} (${trimmed})`);
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  const resolved = segments.join('/');
  if (resolved === '' || (!files.has(resolved) && !files.has(decoded(resolved)))) {
    throw new PackageRefused(`${MSG.PACKAGE_LAUNCH_MISSING} (${trimmed})`);
  }
  return resolved + rest;
}

/** The package read from its manifest, every item's launch resolved from the package's root and checked. */
export function readManifest(location: TManifestLocation, xml: string, files: ReadonlySet<string>): TParsedPackage {
  const parsed = location.parse(xml.replace(/^\uFEFF/, ''));
  return {
    ...parsed,
    items: parsed.items.map((item) => ({ ...item, launch: resolveLaunch(location.base, item.launch, files) })),
  };
}
