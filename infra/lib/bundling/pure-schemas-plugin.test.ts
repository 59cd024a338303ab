import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildFunctions } from './build-functions';
import type { TFunctionEntry } from './function-entries';
import { loadRowSources } from './handler-rows-plugin';
import { annotatePureSchemas, rowExportName, splitManifestRows } from './pure-schemas-plugin';
import { REPO_ROOT } from './repo-root';

describe('annotatePureSchemas', () => {
  it('marks each zod call chain once and the top-level helpers, and leaves comments and strings alone', () => {
    const source = [
      "import * as z from 'zod/mini';",
      '/** Uses z.object(…) inside a comment. */',
      'function label(field: string) {',
      '  return z.string().check(z.minLength(1, `The ${field} z.string() is required.`));',
      '}',
      'const ids = (field: string) => z.array(label(field));',
      "export const ZA = z\n  .object({ a: label('a'), b: z.optional(ids('b')) })\n  .check(z.refine(() => true));",
      "const note = 'z.object(';",
    ].join('\n');
    const out = annotatePureSchemas(source);
    expect(out).toContain('/** Uses z.object(…) inside a comment. */\n/* @__NO_SIDE_EFFECTS__ */ function label(');
    expect(out).toContain(
      'return /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1, `The ${field} z.string() is required.`));',
    );
    expect(out).toContain(
      '/* @__NO_SIDE_EFFECTS__ */ const ids = (field: string) => /* @__PURE__ */ z.array(label(field));',
    );
    expect(out).toContain(
      "export const ZA = /* @__PURE__ */ z\n  .object({ a: label('a'), b: /* @__PURE__ */ z.optional(ids('b')) })\n  .check(/* @__PURE__ */ z.refine(() => true));",
    );
    expect(out).toContain("const note = 'z.object(';");
    expect(out.match(/@__PURE__/g)).toHaveLength(6);
  });
});

describe('the bundled shared schemas', () => {
  it('keep only the schemas a bundle reads, and validate as the source does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-schemas-'));
    const schemas = join(REPO_ROOT, 'shared/src/schemas/users.ts');
    const source = join(dir, 'probe.ts');
    writeFileSync(
      source,
      `import { ZUserCreateBody } from ${JSON.stringify(schemas)};\n` +
        "export const handler = (values: unknown[]) => values.map((value) => ZUserCreateBody['~standard'].validate(value));\n",
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const built = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const values = [
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', send_email: 'true', role_id: 3 },
      { first_name: '', last_name: 'L', email: 'not-an-email', send_email: 'maybe', role_id: 2, groups: 'a,b' },
      { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'Secret!Pass1', confirm_password: 'other' },
      'not an object',
    ];
    const file = join(built.outDir, 'probe/index.mjs');
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(m.handler(${JSON.stringify(values)})));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const { ZUserCreateBody } = await import('../../../shared/src/schemas/users');
    const expected = values.map((value) => ZUserCreateBody['~standard'].validate(value));
    expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(expected)));
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('send_email');
    // ZUserUpdateBody (reset_email) and ZMailSettingBody (enable_mail), in the same module, are never read: dropped.
    expect(code).not.toContain('reset_email');
    expect(code).not.toContain('enable_mail');
  }, 60_000);
});

describe('the bundled entity modules', () => {
  it('keep only the entities a bundle reads, each built as the source builds it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-entities-'));
    const entities = join(REPO_ROOT, 'functions/core/platform/db/entities/group.ts');
    const source = join(dir, 'probe.ts');
    writeFileSync(
      source,
      `import { groupEntity } from ${JSON.stringify(entities)};\n` +
        'export const handler = () => ({ name: groupEntity().entityName, attributes: Object.keys(groupEntity().schema.attributes).sort() });\n',
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const built = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const file = join(built.outDir, 'probe/index.mjs');
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const { groupEntity } = await import('../../../functions/core/platform/db/entities/group');
    expect(JSON.parse(output)).toEqual({
      name: groupEntity().entityName,
      attributes: Object.keys(groupEntity().schema.attributes).sort(),
    });
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('name:"Group"');
    // GroupName, GroupMember and GroupTarget, in the same module, are never read: dropped.
    for (const dropped of ['GroupName', 'GroupMember', 'GroupTarget']) expect(code).not.toContain(`name:"${dropped}"`);
  }, 60_000);
});

describe('splitManifestRows', () => {
  it('exports every row of every rows module on its own, the record made of those same rows', async () => {
    const sources = await loadRowSources(REPO_ROOT);
    const byFile = new Map<string, string[]>();
    for (const [id, { file }] of sources) byFile.set(file, [...(byFile.get(file) ?? []), id]);
    expect(byFile.size).toBeGreaterThan(10);
    for (const [file, ids] of byFile) {
      const out = splitManifestRows(readFileSync(file, 'utf8'), file);
      for (const id of ids) {
        expect(out).toContain(`export const ${rowExportName(id)} = `);
        expect(out).toContain(`${JSON.stringify(id).slice(1, -1)}': ${rowExportName(id)}`);
      }
    }
  });

  it('gives, bundled, the same rows as the source', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-rows-'));
    const rowsFile = join(REPO_ROOT, 'shared/src/manifest/rows/courses.ts');
    const source = join(dir, 'probe.ts');
    const describeRows =
      '(rows: Record<string, Record<string, unknown>>) => Object.entries(rows).map(([id, row]) => ({ id, ...row, ' +
      'request: Object.keys((row.request ?? {}) as object), response: typeof row.response }))';
    writeFileSync(
      source,
      `import { courseRows } from ${JSON.stringify(rowsFile)};\nexport const handler = () => (${describeRows})(courseRows);\n`,
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const built = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const file = join(built.outDir, 'probe/index.mjs');
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const { courseRows } = await import('../../../shared/src/manifest/rows/courses');
    const expected = Object.entries(courseRows as Record<string, Record<string, unknown>>).map(([id, row]) => ({
      id,
      ...row,
      request: Object.keys((row.request ?? {}) as object),
      response: typeof row.response,
    }));
    expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(expected)));
  }, 60_000);
});
