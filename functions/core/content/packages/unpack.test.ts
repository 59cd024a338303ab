import { describe, expect, it } from 'vitest';
import { strFromU8 } from 'fflate';
import { MSG } from '@skillway/shared';
import { packageFileContentType } from './content-type';
import { extractEntry, unpackPackage, windowedSource } from './unpack';
import { readZipDirectory } from './zip-checks';
import { declareSize, memorySink, memorySource, patchEntries, scormFiles, zipOf } from './zip-test-helper';

describe('unpackPackage', () => {
  it('unpacks a SCORM 1.2 package wrapped in one folder: files with their types, launch from the package root', async () => {
    const files = Object.fromEntries(
      Object.entries(scormFiles({ 'js/app.js': 'go()', 'img/logo.png': new Uint8Array([137, 80, 78, 71]) })).map(
        ([path, body]) => [`Fire Safety/${path}`, body],
      ),
    );
    const sink = memorySink();
    const parsed = await unpackPackage(
      memorySource(zipOf({ ...files, '__MACOSX/Fire Safety/._index.html': 'junk' })),
      sink,
    );
    expect(parsed).toMatchObject({ standard: 'scorm12', title: 'Fire safety', mastery_score: 80 });
    expect(parsed.items.map((item) => item.launch)).toEqual(['Fire Safety/index.html']);
    expect([...sink.files.keys()].sort()).toEqual([
      'Fire Safety/img/logo.png',
      'Fire Safety/imsmanifest.xml',
      'Fire Safety/index.html',
      'Fire Safety/js/app.js',
    ]);
    expect(sink.files.get('Fire Safety/index.html')?.contentType).toBe('text/html');
    expect(sink.files.get('Fire Safety/js/app.js')?.contentType).toBe('text/javascript');
    expect(sink.files.get('Fire Safety/img/logo.png')?.contentType).toBe('image/png');
    expect(strFromU8(sink.files.get('Fire Safety/js/app.js')?.body as Uint8Array)).toBe('go()');
  });

  it('gives the same result when run again', async () => {
    const zip = zipOf(scormFiles());
    const first = memorySink();
    const second = memorySink();
    expect(await unpackPackage(memorySource(zip), first)).toEqual(await unpackPackage(memorySource(zip), second));
    expect([...first.files.keys()]).toEqual([...second.files.keys()]);
  });

  it('refuses a zip with no manifest, writing nothing', async () => {
    const sink = memorySink();
    await expect(unpackPackage(memorySource(zipOf({ 'index.html': '<p>hi</p>' })), sink)).rejects.toThrow(
      MSG.PACKAGE_NOT_RECOGNISED,
    );
    expect(sink.files.size).toBe(0);
  });

  it('refuses a manifest whose launch file is missing, writing nothing', async () => {
    const sink = memorySink();
    const files = scormFiles();
    delete files['index.html'];
    await expect(unpackPackage(memorySource(zipOf({ ...files, 'other.html': 'x' })), sink)).rejects.toThrow(
      MSG.PACKAGE_LAUNCH_MISSING,
    );
    expect(sink.files.size).toBe(0);
  });

  it('refuses an entry that inflates past its declared size, and clears what was written', async () => {
    const zip = patchEntries(zipOf(scormFiles({ 'z-big.txt': 'a'.repeat(5000) })), (entry) => {
      if (entry.name === 'z-big.txt') declareSize(entry, 100);
    });
    const sink = memorySink();
    await expect(unpackPackage(memorySource(zip), sink)).rejects.toThrow(MSG.PACKAGE_SIZE_MISMATCH);
    expect(sink.cleared).toBe(1);
    expect(sink.files.size).toBe(0);
  });

  it('refuses an entry that inflates to less than its declared size', async () => {
    const zip = patchEntries(zipOf(scormFiles({ 'z-big.txt': 'a'.repeat(5000) })), (entry) => {
      if (entry.name === 'z-big.txt') declareSize(entry, 9000);
    });
    await expect(unpackPackage(memorySource(zip), memorySink())).rejects.toThrow(MSG.PACKAGE_SIZE_MISMATCH);
  });

  it('refuses an entry whose CRC-32 does not match', async () => {
    const zip = patchEntries(zipOf(scormFiles()), (entry) => {
      if (entry.name === 'index.html') entry.view.setUint32(entry.central + 16, 12345, true);
    });
    await expect(unpackPackage(memorySource(zip), memorySink())).rejects.toThrow(MSG.PACKAGE_NOT_A_ZIP);
  });

  it('refuses a hostile archive before writing anything (a path leading outside the package)', async () => {
    const sink = memorySink();
    await expect(unpackPackage(memorySource(zipOf(scormFiles({ '../evil.js': 'x' }))), sink)).rejects.toThrow(
      MSG.PACKAGE_PATH_TRAVERSAL,
    );
    expect(sink.files.size).toBe(0);
  });
});

describe('extractEntry and windowedSource', () => {
  it('reads stored and deflated entries, serving many small reads from one window', async () => {
    const zip = zipOf({ 'a.txt': 'alpha', 'b.txt': 'b'.repeat(100_000) });
    const source = memorySource(zip);
    const windowed = windowedSource(source, 1024 * 1024);
    const { entries } = await readZipDirectory(zip.byteLength, windowed.read);
    const texts = await Promise.all(entries.map(async (entry) => strFromU8(await extractEntry(windowed, entry))));
    expect(texts).toEqual(['alpha', 'b'.repeat(100_000)]);
    expect(source.reads).toBeLessThanOrEqual(2);
  });
});

describe('packageFileContentType', () => {
  it('types files by extension, octet-stream otherwise', () => {
    expect(packageFileContentType('a/b/Story.HTML')).toBe('text/html');
    expect(packageFileContentType('fonts/x.woff2')).toBe('font/woff2');
    expect(packageFileContentType('media/clip.mp4')).toBe('video/mp4');
    expect(packageFileContentType('audio/a.mp3')).toBe('audio/mpeg');
    expect(packageFileContentType('img/i.svg')).toBe('image/svg+xml');
    expect(packageFileContentType('data/x.unknown')).toBe('application/octet-stream');
    expect(packageFileContentType('.htaccess')).toBe('application/octet-stream');
  });
});
