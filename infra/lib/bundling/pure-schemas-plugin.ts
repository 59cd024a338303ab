import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** The shared zod schema modules (shared/src/schemas/**; esbuild filters are Go regular expressions). */
const SCHEMA_FILE = /[\\/]shared[\\/]src[\\/]schemas[\\/].*\.ts$/;
/** The manifest's rows modules (shared/src/manifest/rows/<area>.ts). */
const ROWS_FILE = /[\\/]shared[\\/]src[\\/]manifest[\\/]rows[\\/][^\\/]+\.ts$/;
/** The dynamodb-toolbox entity modules (functions/core/platform/db/entities/<item>.ts). */
const ENTITY_FILE = /[\\/]functions[\\/]core[\\/]platform[\\/]db[\\/]entities[\\/][^\\/]+\.ts$/;

const PURE = '/* @__PURE__ */ ';
/** The run-time helper a deferred schema is built through (runtime/deferred-schema.ts), imported by its path. */
const DEFERRED_SCHEMA = '__skillwayDeferredSchema';
const DEFERRED_SCHEMA_IMPORT = `import { deferredSchema as ${DEFERRED_SCHEMA} } from ${JSON.stringify(
  fileURLToPath(new URL('./runtime/deferred-schema.ts', import.meta.url)),
)};\n`;
const NO_SIDE_EFFECTS = '/* @__NO_SIDE_EFFECTS__ */ ';

/** `z.object(…)`, `z.string().check(…)`: a call whose callee chain starts at the zod namespace `z`. */
function isZodCall(node: ts.CallExpression): boolean {
  let callee: ts.Expression = node.expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(callee)) {
      if (ts.isIdentifier(callee.expression)) return callee.expression.text === 'z';
      callee = callee.expression;
    } else if (ts.isCallExpression(callee)) {
      callee = callee.expression;
    } else {
      return false;
    }
  }
}

/** `z.object(…)`: a top-level schema. */
function isSchema(node: ts.Expression): boolean {
  return ts.isCallExpression(node) && isZodCall(node);
}

/** `{ a: z.string(), ...other }`: a shape of schemas to spread into objects, only data, with a zod call in it. */
function isShape(node: ts.Expression): boolean {
  if (!ts.isObjectLiteralExpression(node)) return false;
  if (!node.properties.every((p) => ts.isPropertyAssignment(p) || ts.isSpreadAssignment(p))) return false;
  const hasZodCall = (child: ts.Node): boolean =>
    (ts.isCallExpression(child) && isZodCall(child)) || ts.forEachChild(child, hasZodCall) === true;
  return hasZodCall(node);
}

/** `function f() {…}` or `const f = (…) => …` at the top of a module: a schema helper. */
function isHelperFunction(statement: ts.Statement): boolean {
  if (ts.isFunctionDeclaration(statement)) return statement.body !== undefined;
  if (!ts.isVariableStatement(statement) || statement.declarationList.declarations.length !== 1) return false;
  const init = statement.declarationList.declarations[0]?.initializer;
  return init !== undefined && (ts.isArrowFunction(init) || ts.isFunctionExpression(init));
}

/**
 * The same module with every zod call marked pure and every top-level function (the schema helpers:
 * `requiredString(…)`, `strictFlag(…)`, `const ids = (field) => …`) marked side-effect free. Building a zod schema has no side effect, but
 * esbuild cannot know it through the `z` namespace, so it kept (and each Lambda evaluated at init) every schema of
 * every schema module a handler touches; marked, the schemas a bundle never reads are dropped. Each top-level schema
 * (and shape of schemas) the bundle keeps is built on its first use (runtime/deferred-schema.ts): zod builds are
 * most of what a handler's own code ran at import.
 */
export function annotatePureSchemas(source: string, fileName = 'schema.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const inserts = new Map<number, string>();
  const add = (position: number, text: string) => inserts.set(position, `${inserts.get(position) ?? ''}${text}`);
  let deferred = 0;
  for (const statement of file.statements) {
    if (isHelperFunction(statement)) add(statement.getStart(file), NO_SIDE_EFFECTS);
    // `const ZA = z.object(…)` -> `const ZA = deferredSchema(() => z.object(…))`: built on first use; shapes too.
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !(isSchema(init) || isShape(init))) continue;
      add(init.getStart(file), `${PURE}${DEFERRED_SCHEMA}(() => (`);
      add(init.getEnd(), '))');
      deferred += 1;
    }
  }
  const visit = (node: ts.Node): void => {
    // A chain (`z.string().check(…)`) starts where its inner calls do: one mark serves them all.
    if (ts.isCallExpression(node) && isZodCall(node) && !inserts.get(node.getStart(file))?.endsWith(PURE)) {
      add(node.getStart(file), PURE);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const position of [...inserts.keys()].sort((a, b) => b - a)) {
    out = `${out.slice(0, position)}${inserts.get(position) ?? ''}${out.slice(position)}`;
  }
  return deferred > 0 ? `${DEFERRED_SCHEMA_IMPORT}${out}` : out;
}

/** The export a rows module gets for one row in Lambda bundles (handler-rows-plugin.ts imports it). */
export function rowExportName(operationId: string): string {
  return `skillwayRow$${operationId.replace(/[^A-Za-z0-9_$]/g, '$')}`;
}

/**
 * A rows module (`export const courseRows = defineRows({ 'courses.get': {…}, … })`) with each row also exported on
 * its own (`export const skillwayRow$courses$get = {…}`, the record then made of those bindings) and every call in
 * it marked pure: rows modules are declarations only. The rows leave out their `summary` (withoutDocumentation). A handler that imports its one row then keeps that row
 * and its schemas, not its area's other rows and all their schemas.
 */
export function splitManifestRows(source: string, fileName = 'rows.ts'): string {
  const annotated = markCallsPure(source, fileName);
  const file = ts.createSourceFile(fileName, annotated, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const init = statement.declarationList.declarations[0]?.initializer;
    if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) continue;
    const [record] = init.arguments;
    if (init.expression.text !== 'defineRows' || !record || !ts.isObjectLiteralExpression(record)) continue;
    const rows: string[] = [];
    for (const property of record.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      if (!ts.isStringLiteral(property.name) && !ts.isIdentifier(property.name)) continue;
      const name = rowExportName(property.name.text);
      const value = property.initializer;
      rows.push(`export const ${name} = ${withoutDocumentation(annotated, file, value)};\n`);
      edits.push({ start: value.getStart(file), end: value.getEnd(), text: name });
    }
    edits.push({ start: statement.getStart(file), end: statement.getStart(file), text: rows.join('') });
  }
  let out = annotated;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  }
  return out;
}

/** Row properties only the OpenAPI document reads, which Lambda bundles carry prebuilt (openapi-document-plugin.ts). */
const DOCUMENTATION_PROPERTIES = new Set(['summary']);

/**
 * A row's object literal as written, less its documentation: a summary is a paragraph of English that no handler
 * reads, and the LRS's functions carry twenty rows (the alternate syntax reaches any resource).
 */
function withoutDocumentation(source: string, file: ts.SourceFile, value: ts.Expression): string {
  const start = value.getStart(file);
  let text = source.slice(start, value.getEnd());
  if (!ts.isObjectLiteralExpression(value)) return text;
  const cuts = value.properties
    .filter((property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name))
    .filter((property) => DOCUMENTATION_PROPERTIES.has((property.name as ts.Identifier).text))
    .map((property) => {
      let end = property.getEnd() - start;
      while (/\s/.test(text[end] ?? '')) end += 1;
      if (text[end] === ',') end += 1;
      return { from: property.getStart(file) - start, to: end };
    });
  for (const cut of cuts.sort((a, b) => b.from - a.from)) text = `${text.slice(0, cut.from)}${text.slice(cut.to)}`;
  return text;
}

/**
 * Every call marked pure, for modules that only declare data. The entity modules are such: each entity is
 * `export const xEntity = lazy(() => new Entity({…}))`, built on its first use (platform/db/lazy.ts), and with the
 * `lazy(…)` call marked pure a bundle also drops the entities it imports and never reads (esbuild does not carry
 * `lazy`'s own side-effect-free mark across modules).
 */
function markCallsPure(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const positions = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) positions.add(node.getStart(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const position of [...positions].sort((a, b) => b - a))
    out = `${out.slice(0, position)}${PURE}${out.slice(position)}`;
  return out;
}

/**
 * In Lambda bundles, the shared schema modules are loaded through annotatePureSchemas, the manifest's rows modules
 * through splitManifestRows and the entity modules through markCallsPure.
 */
export function pureSchemasPlugin(): Plugin {
  return {
    name: 'skillway-pure-schemas',
    setup(build) {
      build.onLoad({ filter: SCHEMA_FILE }, async (args) =>
        args.path.endsWith('.test.ts')
          ? undefined
          : { contents: annotatePureSchemas(await readFile(args.path, 'utf8'), args.path), loader: 'ts' },
      );
      build.onLoad({ filter: ROWS_FILE }, async (args) =>
        args.path.endsWith('.test.ts')
          ? undefined
          : { contents: splitManifestRows(await readFile(args.path, 'utf8'), args.path), loader: 'ts' },
      );
      build.onLoad({ filter: ENTITY_FILE }, async (args) =>
        args.path.endsWith('.test.ts')
          ? undefined
          : { contents: markCallsPure(await readFile(args.path, 'utf8'), args.path), loader: 'ts' },
      );
    },
  };
}
