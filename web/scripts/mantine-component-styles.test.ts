import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentOf, componentStylesheet, importedComponents } from './mantine-component-styles';

const require = createRequire(import.meta.filename);
const CORE = dirname(require.resolve('@mantine/core/styles.css'));

function classModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? classModules(join(dir, entry.name))
      : entry.name.endsWith('.module.mjs')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('each Mantine component module brings its stylesheet', () => {
  const modules = classModules(join(CORE, 'esm'));

  it('names an installed stylesheet for every class-name module of @mantine/core', () => {
    expect(modules.length).toBeGreaterThan(90);
    const missing = modules.filter((id) => {
      const sheet = componentStylesheet(id);
      return !sheet || !existsSync(require.resolve(sheet));
    });
    expect(missing).toEqual([]);
  });

  it('leaves every component stylesheet reachable: with the three global ones they are all of styles.css', () => {
    const sheets = new Set(modules.map((id) => componentStylesheet(id)!.replace('@mantine/core/styles/', '')));
    const installed = readdirSync(join(CORE, 'styles')).filter((name) => name.endsWith('.layer.css'));
    expect(installed.filter((name) => !sheets.has(name)).sort()).toEqual([
      'baseline.layer.css',
      'default-css-variables.layer.css',
      'global.layer.css',
    ]);
  });

  it('maps nothing else', () => {
    expect(componentStylesheet('/app/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeUndefined();
    expect(componentStylesheet('/app/web/src/features/courses/Button.module.mjs')).toBeUndefined();
    expect(
      componentStylesheet('C:\\app\\node_modules\\@mantine\\core\\esm\\components\\Button\\Button.module.mjs'),
    ).toBe('@mantine/core/styles/Button.layer.css');
  });
});

/** The class-name modules a Mantine module reaches through its relative imports (what it builds on). */
function reachedClassModules(start: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const component = componentOf(file);
    if (component) found.add(component);
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+\.mjs)"/g))
      visit(join(dirname(file), match[1]!));
  };
  visit(start);
  return found;
}

describe('the Mantine stylesheets the entry carries (web/src/app/mantine-entry.css)', () => {
  const provided = importedComponents(
    readFileSync(join(import.meta.dirname, '..', 'src', 'app', 'mantine-entry.css'), 'utf8'),
  );

  it('carries every component its components build on, so none of theirs loads later and outranks it', () => {
    expect(provided.size).toBeGreaterThan(10);
    const modules = classModules(join(CORE, 'esm'));
    const missing = new Set<string>();
    for (const name of provided) {
      const own = modules.find((id) => componentOf(id) === name);
      expect(own, name).toBeDefined();
      const component = join(dirname(own!), `${name}.mjs`);
      for (const needed of reachedClassModules(component))
        if (!provided.has(needed)) missing.add(`${name} → ${needed}`);
    }
    expect([...missing].sort()).toEqual([]);
  });

  it('lists them in the order of styles.css (a component after those it builds on)', () => {
    const all = readFileSync(require.resolve('@mantine/core/styles.layer.css'), 'utf8');
    const firstRule = (name: string) => {
      const sheet = readFileSync(require.resolve(`@mantine/core/styles/${name}.layer.css`), 'utf8');
      const selector = /\.m_[0-9a-f]+/.exec(sheet)?.[0] ?? '';
      return all.indexOf(selector);
    };
    const order = [...provided];
    expect(order.map(firstRule).every((at, i, list) => at > 0 && (i === 0 || at > list[i - 1]!))).toBe(true);
  });

  it('leaves the components it carries without a second copy', () => {
    expect(componentStylesheet('/m/node_modules/@mantine/core/esm/components/Button/Button.module.mjs', provided)).toBe(
      undefined,
    );
    expect(componentStylesheet('/m/node_modules/@mantine/core/esm/components/Card/Card.module.mjs', provided)).toBe(
      '@mantine/core/styles/Card.layer.css',
    );
  });
});
