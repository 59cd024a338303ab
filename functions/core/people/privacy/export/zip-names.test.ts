import { describe, expect, it } from 'vitest';
import { zipName } from './zip-names';

describe('zip names', () => {
  it('keeps a file name readable and safe inside the zip', () => {
    expect(zipName('Fire Safety: Level 2 / Refresher')).toBe('Fire Safety- Level 2 - Refresher');
    expect(zipName('../../etc/passwd')).toBe('-..-etc-passwd');
    expect(zipName('Café déjà vu.pdf')).toBe('Cafe deja vu.pdf');
    expect(zipName('🚀')).toBe('-');
    expect(zipName('')).toBe('file');
  });
});
