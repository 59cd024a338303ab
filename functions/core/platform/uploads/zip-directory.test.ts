import { describe, expect, it } from 'vitest';
import { zipBombFile } from './zip-bomb-fixture';
import { zipDirectoryProblem } from './zip-directory';

function check(bytes: Buffer) {
  return zipDirectoryProblem(
    bytes.length,
    0,
    new Uint8Array(bytes),
    async (start, end) => new Uint8Array(bytes.subarray(start, end + 1)),
  );
}

describe('zipDirectoryProblem', () => {
  it('accepts a zip whose entry expands modestly', async () => {
    expect(await check(zipBombFile(64 * 1024).bytes)).toBeNull();
  });

  it('refuses an entry that expands far beyond its compressed size, reading only the directory', async () => {
    expect(await check(zipBombFile(32 * 1024 * 1024).bytes)).toMatch(/expands to more than is allowed/);
  });

  it('refuses bytes with no end-of-central-directory record', async () => {
    expect(await check(Buffer.from('PK\u0003\u0004 not really a zip'))).toMatch(/damaged/);
  });
});
