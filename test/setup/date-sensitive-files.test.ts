import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The list `npm run test:dates` runs at every pinned instant: a renamed or moved file must not drop out of it. */
describe('the date-sensitive files', () => {
  it('name test files that exist, once each', async () => {
    const listModule = pathToFileURL(join(root, 'scripts', 'date-sensitive-files.mjs')).href;
    const { DATE_SENSITIVE_FILES } = (await import(listModule)) as { DATE_SENSITIVE_FILES: string[] };
    expect(DATE_SENSITIVE_FILES.length).toBeGreaterThan(0);
    expect(DATE_SENSITIVE_FILES.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    expect(DATE_SENSITIVE_FILES.filter((file) => !/\.test\.tsx?$/.test(file))).toEqual([]);
    expect(new Set(DATE_SENSITIVE_FILES).size).toBe(DATE_SENSITIVE_FILES.length);
  });
});
