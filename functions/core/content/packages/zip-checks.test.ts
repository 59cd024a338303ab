import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MSG, PACKAGE_LIMITS } from '@skillway/shared';
import { entryPathProblem, readZipDirectory } from './zip-checks';
import { memorySource, patchEntries, rename, scormFiles, zipOf } from './zip-test-helper';

function directoryOf(zip: Uint8Array, limits = PACKAGE_LIMITS) {
  const source = memorySource(zip);
  return readZipDirectory(source.size, source.read, limits);
}

describe('readZipDirectory', () => {
  it('lists the entries of a well-formed zip with their declared sizes', async () => {
    const zip = zipOf({ ...scormFiles(), 'css/site.css': 'body { color: red }', 'img/': new Uint8Array(0) });
    const { entries } = await directoryOf(zip);
    expect(entries.map((entry) => [entry.path, entry.directory])).toEqual([
      ['imsmanifest.xml', false],
      ['index.html', false],
      ['css/site.css', false],
      ['img/', true],
    ]);
    expect(entries[2]).toMatchObject({ method: 8, size: 'body { color: red }'.length });
  });

  it('drops ./ segments from paths', async () => {
    const zip = zipOf({ './a/./b.html': 'x' });
    expect((await directoryOf(zip)).entries.map((entry) => entry.path)).toEqual(['a/b.html']);
  });

  it.each([
    ['../x.html', MSG.PACKAGE_PATH_TRAVERSAL],
    ['a/../../x.html', MSG.PACKAGE_PATH_TRAVERSAL],
    ['/etc/passwd', MSG.PACKAGE_ABSOLUTE_PATH],
    ['C:/windows/x.dll', MSG.PACKAGE_BAD_PATH],
    ['a\\..\\x.html', MSG.PACKAGE_BAD_PATH],
    ['a//b.html', MSG.PACKAGE_BAD_PATH],
    ['a\u0000b.html', MSG.PACKAGE_BAD_PATH],
    [`${'a/'.repeat(128)}b.html`, MSG.PACKAGE_PATH_TOO_LONG],
  ])('refuses the path %j', async (path, message) => {
    const zip = zipOf(scormFiles({ [path]: 'evil' }));
    await expect(directoryOf(zip)).rejects.toThrow(message);
  });

  it('refuses a symbolic link (unix mode in the external attributes)', async () => {
    const zip = zipSync({
      ...Object.fromEntries(Object.entries(scormFiles()).map(([path, text]) => [path, strToU8(text as string)])),
      'link.html': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_SYMLINK);
  });

  it('accepts a unix file whose mode is a regular file', async () => {
    const zip = zipSync({ 'index.html': [strToU8('<p>x</p>'), { os: 3, attrs: (0o100644 << 16) >>> 0 }] });
    expect((await directoryOf(zip)).entries).toHaveLength(1);
  });

  it('refuses a zip bomb: a big run of zeros deflated far past the ratio', async () => {
    const zip = zipOf(scormFiles({ 'zeros.bin': new Uint8Array(4 * 1024 * 1024) }), 9);
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_ZIP_BOMB);
  });

  it('refuses more than the unpacked total (declared sizes summed)', async () => {
    const noise = Uint8Array.from({ length: 64 * 1024 }, (_, index) => (index * 7919) % 251);
    const zip = zipOf({ 'a.bin': noise, 'b.bin': noise }, 0);
    const limits = { ...PACKAGE_LIMITS, unpackedMaxBytes: 100 * 1024 };
    await expect(directoryOf(zip, limits)).rejects.toThrow(MSG.PACKAGE_UNPACKED_TOO_BIG);
  });

  it('refuses more than 5,000 entries', async () => {
    const files: Record<string, string> = {};
    for (let index = 0; index <= PACKAGE_LIMITS.entriesMax; index += 1) files[`f${index}.txt`] = '';
    await expect(directoryOf(zipOf(files, 0))).rejects.toThrow(MSG.PACKAGE_TOO_MANY_ENTRIES);
  });

  it('refuses a zip larger than 500 MB before reading it', async () => {
    const source = { size: PACKAGE_LIMITS.zipMaxBytes + 1, read: () => Promise.reject(new Error('read')) };
    await expect(readZipDirectory(source.size, source.read)).rejects.toThrow(MSG.PACKAGE_TOO_BIG);
  });

  it('refuses an encrypted entry', async () => {
    const zip = patchEntries(zipOf(scormFiles()), (entry) => {
      if (entry.name !== 'index.html') return;
      entry.view.setUint16(entry.central + 8, entry.view.getUint16(entry.central + 8, true) | 1, true);
      entry.view.setUint16(entry.local + 6, entry.view.getUint16(entry.local + 6, true) | 1, true);
    });
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_ENCRYPTED);
  });

  it('refuses a compression method other than stored or deflate', async () => {
    const zip = patchEntries(zipOf(scormFiles()), (entry) => {
      if (entry.name === 'index.html') entry.view.setUint16(entry.central + 10, 12, true); // bzip2
    });
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_UNSUPPORTED_COMPRESSION);
  });

  it('refuses a stored entry whose sizes disagree', async () => {
    const zip = patchEntries(zipOf(scormFiles(), 0), (entry) => {
      if (entry.name === 'index.html') entry.view.setUint32(entry.central + 24, 5, true);
    });
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_SIZE_MISMATCH);
  });

  it('refuses two entries with the same path', async () => {
    const zip = rename(zipOf(scormFiles({ 'a.html': 'a', 'b.html': 'b' })), 'b.html', 'a.html');
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_DUPLICATE_PATH);
  });

  it('refuses overlapping entries (many names on one deflate stream)', async () => {
    let first = -1;
    const zip = patchEntries(zipOf(scormFiles({ 'a.html': 'a', 'b.html': 'b' })), (entry) => {
      if (entry.name === 'a.html') first = entry.local;
      if (entry.name === 'b.html') entry.view.setUint32(entry.central + 42, first, true);
    });
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_ZIP_BOMB);
  });

  it('refuses ZIP64 markers', async () => {
    const zip = patchEntries(zipOf(scormFiles()), (entry) => {
      if (entry.name === 'index.html') entry.view.setUint32(entry.central + 24, 0xffffffff, true);
    });
    await expect(directoryOf(zip)).rejects.toThrow(MSG.PACKAGE_ZIP64);
  });

  it('refuses what is not a zip', async () => {
    await expect(directoryOf(strToU8('<html>not a zip at all</html>'))).rejects.toThrow(MSG.PACKAGE_NOT_A_ZIP);
    const truncated = zipOf(scormFiles()).subarray(0, 60);
    await expect(directoryOf(truncated)).rejects.toThrow(MSG.PACKAGE_NOT_A_ZIP);
  });
});

describe('entryPathProblem', () => {
  it('accepts ordinary nested paths and folders', () => {
    expect(entryPathProblem('sco1/index.html')).toBeNull();
    expect(entryPathProblem('assets/fonts/')).toBeNull();
    expect(entryPathProblem('file..name.html')).toBeNull();
  });
});
