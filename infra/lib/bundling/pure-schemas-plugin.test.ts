import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
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
      'export const ZA = /* @__PURE__ */ __skillwayDeferredSchema(() => (/* @__PURE__ */ z\n' +
        "  .object({ a: label('a'), b: /* @__PURE__ */ z.optional(ids('b')) })\n  .check(/* @__PURE__ */ z.refine(() => true))));",
    );
    expect(out).toContain("const note = 'z.object(';");
    expect(out.match(/@__PURE__/g)).toHaveLength(7);
    expect(out).toMatch(
      /^import \{ deferredSchema as __skillwayDeferredSchema \} from ".*runtime\/deferred-schema\.ts";\n/,
    );
  });

  it('defers the top-level schemas and shapes of schemas, and nothing else', () => {
    const source = [
      "import * as z from 'zod/mini';",
      'export const LIMIT = 5;',
      "export const NAMES = ['a', 'b'];",
      'const shape = { a: z.string(), ...other };',
      "const plain = { a: 1, b: 'two' };",
      'const withMethod = { a: z.string(), run() {} };',
      'export const ZB = z.object(shape), ZC = helper();',
    ].join('\n');
    const out = annotatePureSchemas(source);
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain("export const NAMES = ['a', 'b'];");
    expect(out).toContain(
      'const shape = /* @__PURE__ */ __skillwayDeferredSchema(() => ({ a: /* @__PURE__ */ z.string(), ...other }));',
    );
    expect(out).toContain("const plain = { a: 1, b: 'two' };");
    expect(out).toContain('const withMethod = { a: /* @__PURE__ */ z.string(), run() {} };');
    expect(out).toContain(
      'export const ZB = /* @__PURE__ */ __skillwayDeferredSchema(() => (/* @__PURE__ */ z.object(shape))), ZC = helper();',
    );
    expect(annotatePureSchemas('export const LIMIT = 5;\n')).toBe('export const LIMIT = 5;\n');
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

describe('the deferred shared schemas', () => {
  it('describe and validate, bundled and built on first use, exactly as the source schemas do', async () => {
    // Inside the repository, so that the probe resolves zod as the schemas do.
    const cache = join(REPO_ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'skillway-build-deferred-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const barrel = join(REPO_ROOT, 'shared/src/schemas/index.ts');
    const source = join(dir, 'probe.ts');
    writeFileSync(
      source,
      `import * as schemas from ${JSON.stringify(barrel)};\nimport * as z from 'zod/mini';\n${describeSchemas}\nexport const handler = (values: unknown[]) => describeSchemas(schemas, z, values);\n`,
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const built = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const file = join(built.outDir, 'probe/index.mjs');
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('new Proxy(');
    // JSON carries the values to the bundle: no `undefined`.
    const values = [null, {}, [], '', 'x', 0, 7, true, { id: 'x', name: 'A', email: 'a@b.co', page: '2' }];
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(m.handler(${JSON.stringify(values)})));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const sourceSchemas = await import('../../../shared/src/schemas/index');
    const z = await import('zod/mini');
    const describe = new Function(`return ${describeSchemas.replace(/^const describeSchemas = /, '')}`)() as (
      ...args: unknown[]
    ) => Record<string, unknown>;
    const expected = JSON.parse(JSON.stringify(describe(sourceSchemas, z, values))) as Record<string, unknown>;
    expect(Object.keys(expected).length).toBeGreaterThan(200);
    const received = JSON.parse(output) as Record<string, unknown>;
    expect(received).toEqual(expected);
  }, 120_000);
});

/** Every zod schema of a schemas namespace: its JSON Schema (input and output) and what it makes of each value. */
const describeSchemas = `const describeSchemas = (schemas, z, values) => {
  const out = {};
  const attempt = (run) => { try { return run(); } catch (error) { return { thrown: String(error) }; } };
  for (const [name, schema] of Object.entries(schemas)) {
    if (!schema || typeof schema !== 'object' || !('_zod' in schema)) continue;
    out[name] = {
      input: attempt(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
      output: attempt(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })),
      results: values.map((value) => attempt(() => z.safeParse(schema, value))),
    };
  }
  return out;
};`;

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

  it('leaves out each row summary, which only the OpenAPI document reads', () => {
    const source = [
      "export const rows = defineRows({ 'a.get': { method: 'GET', summary: 'Gets an A,\\n with commas.', tag: 'A' },",
      "  'a.put': { method: 'PUT', summary: `B` },",
      "  'a.list': { summary: 'C', method: 'GET' } });",
    ].join('\n');
    const out = splitManifestRows(source);
    expect(out).toContain(`export const ${rowExportName('a.get')} = { method: 'GET',  tag: 'A' };`);
    expect(out).toContain(`export const ${rowExportName('a.put')} = { method: 'PUT', };`);
    expect(out).toContain(`export const ${rowExportName('a.list')} = {  method: 'GET' };`);
    expect(out).not.toContain('summary');
  });

  it('gives, bundled, the same rows as the source but their summaries', async () => {
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
      ...Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'summary')),
      request: Object.keys((row.request ?? {}) as object),
      response: typeof row.response,
    }));
    expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(expected)));
  }, 60_000);
});
