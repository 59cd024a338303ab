/** Zips a set of files in memory, deterministically (fixed entry order and timestamps), for the package fixtures. */
import { readFileSync } from 'node:fs';
import { zipSync, type Zippable } from 'fflate';

/** Path inside the zip → its text or bytes. */
export type TPackageFiles = Record<string, string | Uint8Array>;

/** A DOS timestamp every entry gets, so the same files always make the same bytes. */
const FIXED_MTIME = new Date('2026-01-01T00:00:00Z');

/** The zip of `files` (stored in the order given, deflated, fixed timestamps). */
export function zipOf(files: TPackageFiles): Buffer {
  const zippable: Zippable = {};
  for (const [path, content] of Object.entries(files)) {
    zippable[path] = [
      typeof content === 'string' ? new TextEncoder().encode(content) : content,
      { mtime: FIXED_MTIME },
    ];
  }
  return Buffer.from(zipSync(zippable, { level: 6, mtime: FIXED_MTIME }));
}

/** The text of one of the files shipped in ./content (the JavaScript and CSS the packages run in the browser). */
export function contentFile(name: string): string {
  return readFileSync(new URL(`./content/${name}`, import.meta.url), 'utf8');
}

/** Escapes text for XML element content and attribute values. */
export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The HTML page of one SCO / activity / AU: the shared screen (status lines, "Next page" and "Finish" buttons)
 * with its stylesheet and scripts, all external files (a strict content CSP may refuse inline script); each page's
 * config.js (configScript) sets `window.PACKAGE_CONFIG`.
 */
export function contentPage(title: string, stylesheet: string, scripts: string[]): string {
  const tags = scripts.map((src) => `    <script src="${xml(src)}"></script>`).join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${xml(title)}</title>
    <link rel="stylesheet" href="${xml(stylesheet)}" />
  </head>
  <body>
    <main>
      <h1>${xml(title)}</h1>
      <p id="status" role="status">Connecting…</p>
      <p id="resume"></p>
      <p id="page"></p>
      <p id="saved"></p>
      <p>
        <button id="next" type="button" disabled>Next page</button>
        <button id="finish" type="button" disabled>Finish</button>
      </p>
      <p id="result"></p>
    </main>
${tags}
  </body>
</html>
`;
}

/** The config.js that sets `window.PACKAGE_CONFIG` for a page's scripts. */
export function configScript(config: Record<string, unknown>): string {
  return `window.PACKAGE_CONFIG = ${JSON.stringify(config, null, 2)};\n`;
}
