import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildFunctions } from './build-functions';
import type { TFunctionEntry } from './function-entries';
import { REPO_ROOT } from './repo-root';
import { launderNaughtyHrefSource } from './unused-requires-plugin';

/** Hostile and ordinary HTML: every scheme trick launder's naughtyHref exists for, and the sanitiser's allow-lists. */
const SAMPLES = [
  '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank">ok</a> <a href="mailto:a@b.co">mail</a></p>',
  '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><a href="java\tscript:alert(1)">z</a>',
  '<a href="jav&#x09;ascript:alert(1)">t</a><a href=" javascript:alert(1)">s</a><a href="java<!-- c -->script:alert(1)">c</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href="//evil.example/x">p</a><a href="\\\\evil.example">b</a>',
  '<a href="vbscript:msgbox(1)">v</a><a href="/relative/path">r</a><a href="#top">h</a><a href="ftp://x">f</a>',
  '<img src="https://example.com/i.png" srcset="javascript:alert(1) 1x, https://example.com/i2.png 2x" alt="i">',
  '<img src="data:image/png;base64,AAAA"><img src="http://example.com/a.png" onerror="alert(1)">',
  '<p style="text-align:center;color:red" onclick="x()">styled</p><script>alert(1)</script><h2>Title</h2>',
];

describe('the stubbed CommonJS requires in Lambda bundles', () => {
  it('cut cleanHref and naughtyHref from launder’s source, and refuse a launder that changed', () => {
    const launder = readFileSync(join(REPO_ROOT, 'node_modules/launder/index.js'), 'utf8');
    const cut = launderNaughtyHrefSource(launder);
    expect(cut).toContain('function cleanHref(href)');
    expect(cut).not.toContain('dayjs');
    expect(cut.trim().endsWith('module.exports = { naughtyHref };')).toBe(true);
    expect(() => launderNaughtyHrefSource(launder.replace('function naughtyHref(', 'function isNaughty('))).toThrow(
      /launder changed/,
    );
  });

  it('sanitise exactly as the source does, without dayjs, parse-srcset or debug in the bundle', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-requires-'));
    const source = join(dir, 'probe.ts');
    writeFileSync(
      source,
      `import { loadSanitiser, sanitizeMessageHtml, sanitizeRichText } from ${JSON.stringify(join(REPO_ROOT, 'functions/core/platform/html/html-sanitiser.ts'))};\n` +
        'await loadSanitiser();\n' +
        `import { fileTypeFromBuffer } from ${JSON.stringify(join(REPO_ROOT, 'node_modules/file-type/core.js'))};\n` +
        'export const handler = (samples: string[]) => samples.map((html) => [sanitizeRichText(html), sanitizeMessageHtml(html)]);\n' +
        'export const detect = fileTypeFromBuffer;\n',
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const built = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const inputs = Object.keys(built.metafile.inputs);
    for (const gone of ['node_modules/dayjs/', 'node_modules/parse-srcset/', 'node_modules/debug/']) {
      expect(inputs.filter((input) => input.includes(gone))).toEqual([]);
    }
    // launder is there only as its two cut functions.
    expect(inputs.filter((input) => input.includes('node_modules/launder/'))).toEqual([
      `skillway-launder-naughty-href:${join(REPO_ROOT, 'node_modules/launder/index.js')}`,
    ]);
    const file = join(built.outDir, 'probe/index.mjs');
    // A docx-like ZIP: file-type's ZIP reader (which logs through the stubbed debug) runs in the bundle.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
    const script =
      `const m = await import(${JSON.stringify(pathToFileURL(file).href)});` +
      `const zip = await m.detect(new Uint8Array(${JSON.stringify([...zip])}));` +
      `console.log(JSON.stringify({ html: m.handler(${JSON.stringify(SAMPLES)}), zip }));`;
    const output = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as {
      html: string[][];
      zip: unknown;
    };
    const { loadSanitiser, sanitizeMessageHtml, sanitizeRichText } =
      await import('../../../functions/core/platform/html/html-sanitiser');
    await loadSanitiser();
    expect(output.html).toEqual(SAMPLES.map((html) => [sanitizeRichText(html), sanitizeMessageHtml(html)]));
    expect(output.html.flat().join('')).not.toMatch(/javascript|vbscript|data:|onerror|onclick|srcset|<script/i);
    expect(output.zip).toEqual({ ext: 'zip', mime: 'application/zip' });
  });
});
