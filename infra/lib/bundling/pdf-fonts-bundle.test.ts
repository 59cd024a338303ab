import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_FONT_FILES, PDF_FONT_PACKAGE } from '../../../functions/core/platform/export/pdf-font-files';
import { buildFunctions, type TBuildResult } from './build-functions';
import { MODULE_PACKAGE_FILES } from './bundle-files';
import { listFunctionEntries, type TFunctionEntry } from './function-entries';
import { REPO_ROOT } from './repo-root';

/**
 * The PDF fonts reach the Lambdas (issue 34): the certificate worker's and the report worker's bundles carry the
 * DejaVu files in their own node_modules/, and bundled code renders a Polish certificate and report from them. The
 * build goes to a temp folder, outside the repository, so nothing resolves from the repository's node_modules.
 */
const WORKERS = ['events/handlers/generate-certificate', 'events/handlers/build-report'];

describe('the PDF fonts in the Lambda bundles', () => {
  let result: TBuildResult;
  let probeFile: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-pdf-fonts-'));
    const source = join(dir, 'probe.ts');
    const module = (path: string) => JSON.stringify(join(REPO_ROOT, path));
    writeFileSync(
      source,
      `import { renderCertificatePdf } from ${module('functions/core/learner/certificates/certificate-pdf.ts')};\n` +
        `import { certificateDuration } from ${module('functions/core/learner/certificates/certificate-duration.ts')};\n` +
        `import { formatLongDay } from ${module('functions/core/learner/certificates/certificate-dates.ts')};\n` +
        `import { toPdf } from ${module('functions/core/platform/export/pdf-table.ts')};\n` +
        'export const handler = async () => {\n' +
        '  const certificate = await renderCertificatePdf({ learnerName: "Łukasz Świątek", courseName: "Bezpieczeństwo pożarowe",\n' +
        '    companyName: "Żółć sp. z o.o.", completedDate: formatLongDay("2025-03-03T10:00:00Z", "pl"),\n' +
        '    duration: certificateDuration(75, "pl"), certificateId: "abc", verifyUrl: "https://example.com/v/abc", language: "pl" });\n' +
        '  const report = await toPdf({ title: "Raport", columns: [{ header: "Imię" }], rows: [["Źdźbło Ćma"]] }, new Date(), "pl");\n' +
        '  return { certificate: Buffer.from(certificate).toString("base64"), report: Buffer.from(report).toString("base64") };\n' +
        '};\n',
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const workers = listFunctionEntries().filter((entry) => WORKERS.includes(entry.bundle));
    expect(workers.map((entry) => entry.bundle).sort()).toEqual([...WORKERS].sort());
    result = await buildFunctions({ outDir: join(dir, 'out'), entries: [...workers, probe] });
    probeFile = join(result.outDir, 'probe/index.mjs');
  }, 180_000);

  it('copies the fonts and their licence beside the certificate and report workers, from the metafile', () => {
    for (const bundle of WORKERS) {
      const fonts = join(result.outDir, bundle, 'node_modules', PDF_FONT_PACKAGE);
      for (const file of [...Object.values(PDF_FONT_FILES), 'LICENSE', 'package.json'])
        expect(existsSync(join(fonts, file)), `${bundle}: ${file}`).toBe(true);
    }
    // fontkit is a file beside each (lazy-packages.ts), loaded on the first PDF, not compiled at cold start.
    for (const bundle of WORKERS)
      expect(existsSync(join(result.outDir, bundle, 'lazy/@pdf-lib/fontkit.mjs')), bundle).toBe(true);
    // Only the three fonts: not the package's other 19 (12 MB).
    expect(
      existsSync(join(result.outDir, WORKERS[0]!, 'node_modules', PDF_FONT_PACKAGE, 'ttf/DejaVuSansMono.ttf')),
    ).toBe(false);
    expect(Object.keys(MODULE_PACKAGE_FILES)).toContain('functions/core/platform/export/pdf-fonts.ts');
  });

  it('puts the server’s translations beside the bundles that write text, as data rather than code', () => {
    for (const bundle of WORKERS) {
      for (const language of ['pl', 'es'])
        expect(
          existsSync(join(result.outDir, bundle, 'catalogues', `${language}.json`)),
          `${bundle}: ${language}`,
        ).toBe(true);
      // A Polish translation's words are in the data file, not in the bundle's code.
      expect(readFileSync(join(result.outDir, bundle, 'index.mjs'), 'utf8')).not.toContain('Certyfikat ukończenia');
    }
  });

  it('renders a Polish certificate and report from the bundle, every letter intact', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-bundled-pdf-'));
    const script = `const m = await import(${JSON.stringify(pathToFileURL(probeFile).href)}); console.log(JSON.stringify(await m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: dir,
      env: { PATH: process.env.PATH },
    });
    const pdfs = JSON.parse(output) as { certificate: string; report: string };
    const text = (name: 'certificate' | 'report') => {
      const file = join(dir, `${name}.pdf`);
      writeFileSync(file, Buffer.from(pdfs[name], 'base64'));
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    };
    const certificate = text('certificate');
    for (const expected of [
      'Certyfikat ukończenia',
      'Łukasz Świątek',
      'Bezpieczeństwo pożarowe',
      'Żółć sp. z o.o.',
      'poniedziałek, 3 marca 2025',
      '1 godz. 15 min',
    ])
      expect(certificate).toContain(expected);
    expect(certificate).not.toContain('?');
    expect(text('report')).toContain('Źdźbło Ćma');
  });
});
