import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureLocalToolsToken, isLoopbackHost, readLocalToolsToken } from './local-tools-access';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the local tools token', () => {
  it('is created once per data folder, readable by its owner only, and kept across starts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tools-token-'));
    expect(readLocalToolsToken(dir)).toBeUndefined();
    const token = await ensureLocalToolsToken(dir);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(join(dir, 'local-tools-token'))).mode & 0o777).toBe(0o600);
    expect(await ensureLocalToolsToken(dir)).toBe(token);
    expect(readLocalToolsToken(dir)).toBe(token);
  });

  it('replaces a file that holds no usable token (empty, or short enough to guess)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tools-token-'));
    await writeFile(join(dir, 'local-tools-token'), 'abc\n');
    const token = await ensureLocalToolsToken(dir);
    expect(token).not.toBe('abc');
    expect((await readFile(join(dir, 'local-tools-token'), 'utf8')).trim()).toBe(token);
  });

  it('tells loopback hosts from network ones', () => {
    for (const host of [undefined, 'localhost', '127.0.0.1', '127.1.2.3', '::1'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'skillway.lan']) expect(isLoopbackHost(host)).toBe(false);
  });
});
