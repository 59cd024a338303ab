import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATION_LIST } from '@skillway/shared/manifest/operations';
import { generateOpenApi } from '../../../functions/core/platform/openapi/generate-openapi';
import { buildFunctions } from './build-functions';
import type { TFunctionEntry } from './function-entries';
import { openApiDocumentSource } from './openapi-document-plugin';
import { REPO_ROOT } from './repo-root';

describe('the OpenAPI document generated at build time', () => {
  it('is the document generated at run time, with the version asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-openapi-'));
    const file = join(dir, 'openapi-document.mjs');
    writeFileSync(file, await openApiDocumentSource(REPO_ROOT));
    const built = (await import(pathToFileURL(file).href)) as {
      openApiDocument: (version: string) => Promise<Record<string, unknown>>;
    };
    expect(await built.openApiDocument('9.9.9')).toEqual(generateOpenApi(OPERATION_LIST, { version: '9.9.9' }));
    expect(((await built.openApiDocument('1.0.0')).info as { version: string }).version).toBe('1.0.0');
  });

  it('leaves the manifest’s schemas out of the bundle that serves it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-openapi-build-'));
    const source = join(dir, 'probe.ts');
    writeFileSync(
      source,
      `export { openApiDocument as handler } from ${JSON.stringify(join(REPO_ROOT, 'functions/core/platform/openapi/openapi-document.ts'))};\n`,
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const result = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const inputs = Object.keys(result.metafile.inputs);
    expect(
      inputs.filter((input) => input.includes('shared/src/schemas/') || input.includes('node_modules/zod/')),
    ).toEqual([]);
    const bundle = (await import(pathToFileURL(join(result.outDir, 'probe/index.mjs')).href)) as {
      handler: (version: string) => Promise<Record<string, unknown>>;
    };
    expect(await bundle.handler('2.0.0')).toEqual(generateOpenApi(OPERATION_LIST, { version: '2.0.0' }));
  });
});
