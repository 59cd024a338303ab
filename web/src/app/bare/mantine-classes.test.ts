import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MC } from './mantine-classes';

const styles = readFileSync(createRequire(import.meta.filename).resolve('@mantine/core/styles.css'), 'utf8');

describe('the Mantine classes of the bare screens', () => {
  it('each still has rules in the installed @mantine/core/styles.css', () => {
    const hashed = new Set(
      Object.values(MC)
        .flatMap((names) => names.split(' '))
        .filter((name) => /^m_[0-9a-f]+$/.test(name)),
    );
    expect(hashed.size).toBeGreaterThan(20);
    const missing = [...hashed].filter((name) => !new RegExp(`\\.${name}\\b`).test(styles));
    expect(missing).toEqual([]);
  });
});
