import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** The shared zod schema modules (shared/src/schemas/**; esbuild filters are Go regular expressions). */
const SCHEMA_FILE = /[\\/]shared[\\/]src[\\/]schemas[\\/].*\.ts$/;

const PURE = '/* @__PURE__ */ ';
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
 * every schema module a handler touches; marked, the schemas a bundle never reads are dropped.
 */
export function annotatePureSchemas(source: string, fileName = 'schema.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const inserts = new Map<number, string>();
  for (const statement of file.statements) {
    if (isHelperFunction(statement)) inserts.set(statement.getStart(file), NO_SIDE_EFFECTS);
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isZodCall(node)) inserts.set(node.getStart(file), PURE);
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const position of [...inserts.keys()].sort((a, b) => b - a)) {
    out = `${out.slice(0, position)}${inserts.get(position) ?? ''}${out.slice(position)}`;
  }
  return out;
}

/** In Lambda bundles, the shared schema modules are loaded through annotatePureSchemas. */
export function pureSchemasPlugin(): Plugin {
  return {
    name: 'skillway-pure-schemas',
    setup(build) {
      build.onLoad({ filter: SCHEMA_FILE }, async (args) =>
        args.path.endsWith('.test.ts')
          ? undefined
          : { contents: annotatePureSchemas(await readFile(args.path, 'utf8'), args.path), loader: 'ts' },
      );
    },
  };
}
