/**
 * The JS a browser loads for the first route (/login for a visitor): the entry chunk, the login page's lazy
 * chunk, and every chunk they import statically, each counted once, gzipped. Reads dist/.vite/manifest.json,
 * so run it after `npm run build -w web`. Usage: `npx tsx web/scripts/first-route-size.ts [route-module]`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface TManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const FIRST_ROUTE_MODULE = 'src/features/auth/pages/login-page.tsx';

function firstRouteJs(routeModule = FIRST_ROUTE_MODULE, dist = DIST) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    TManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  if (!manifest[routeModule]) throw new Error(`No chunk for ${routeModule} in the Vite manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(routeModule);
  const files = [...seen].map((key) => manifest[key]!.file);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files, rawBytes: raw, gzipBytes: gzip, gzipKb: Math.round((gzip / 1024) * 10) / 10 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = firstRouteJs(process.argv[2]);
  console.log(
    `first route JS: ${result.files.length} files, ${(result.rawBytes / 1024).toFixed(1)} KB raw, ${result.gzipKb} KB gzip`,
  );
}
