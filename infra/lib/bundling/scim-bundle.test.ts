import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildFunctions } from './build-functions';
import type { TFunctionEntry } from './function-entries';
import { REPO_ROOT } from './repo-root';

/**
 * SCIM's library survives the Lambda build: SCIMMY keys resources by class name unless told otherwise, and the
 * minifier renames classes, so every SCIM function once failed at start ("Resource 't' already declared"). A probe
 * built with the Lambda build options loads the declarations and answers a User's schema from the bundle.
 */
describe('the SCIM library in a Lambda bundle', () => {
  it('declares User and Group under their SCIM names once minified', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-scim-'));
    const source = join(dir, 'probe.ts');
    const library = JSON.stringify(join(REPO_ROOT, 'functions/core/people/scim/scim-library.ts'));
    writeFileSync(
      source,
      `import { SCIMMY } from ${library};\n` +
        'export const handler = async () => ({\n' +
        '  declared: Object.keys(SCIMMY.Resources.declared()).sort(),\n' +
        '  endpoint: SCIMMY.Resources.declared("User").endpoint,\n' +
        '});\n',
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const result = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const file = pathToFileURL(join(result.outDir, 'probe/index.mjs')).href;
    const script = `const m = await import(${JSON.stringify(file)}); console.log(JSON.stringify(await m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: dir,
      env: { PATH: process.env.PATH },
    });
    expect(JSON.parse(output)).toEqual({ declared: ['Group', 'User'], endpoint: '/Users' });
  }, 180_000);
});
