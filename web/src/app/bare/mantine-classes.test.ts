import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { importedComponents } from '../../../scripts/mantine-component-styles';
import { MC } from './mantine-classes';

const require = createRequire(import.meta.filename);
// The stylesheets mantine-entry.css imports (the entry's): the classes must have their rules there, not merely
// somewhere in Mantine.
const imported = [...importedComponents(readFileSync(require.resolve('../mantine-entry.css'), 'utf8'))].map(
  (name) => `@mantine/core/styles/${name}.layer.css`,
);
const styles = imported.map((sheet) => readFileSync(require.resolve(sheet), 'utf8')).join('\n');

describe('the Mantine classes of the bare screens', () => {
  it('each has rules in the stylesheets of mantine-entry.css', () => {
    const hashed = new Set(
      Object.values(MC)
        .flatMap((names) => names.split(' '))
        .filter((name) => /^m_[0-9a-f]+$/.test(name)),
    );
    expect(imported.length).toBeGreaterThan(10);
    expect(hashed.size).toBeGreaterThan(20);
    const missing = [...hashed].filter((name) => !new RegExp(`\\.${name}\\b`).test(styles));
    expect(missing).toEqual([]);
  });
});
