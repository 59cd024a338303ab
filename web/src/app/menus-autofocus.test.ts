import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('menus', () => {
  // The theme turns Mantine's initial-focus placeholder off (axe aria-required-children): without a data-autofocus
  // item, a menu opened with Enter would leave the focus on its button (app/theme.ts).
  it('mark the item the focus goes to when they open', () => {
    const menus = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes('<Menu.Dropdown'));
    expect(menus.length).toBeGreaterThan(0);
    const unmarked = menus.filter((file) => !readFileSync(file, 'utf8').includes('data-autofocus'));
    expect(unmarked.map((file) => relative(SRC, file))).toEqual([]);
  });
});
