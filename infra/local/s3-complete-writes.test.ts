import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { completeObjectWrites, type TFilesystemStore } from './s3-complete-writes';

const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (directory: string) => TFilesystemStore & {
  putBucket(name: string): Promise<void>;
};
const S3Object = require('s3rver/lib/models/object') as new (
  bucket: string,
  key: string,
  content: Buffer | Readable,
  metadata: Record<string, string>,
) => Parameters<TFilesystemStore['putObject']>[0];

describe("s3rver's store with complete writes", () => {
  let directory: string;
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('has the whole file on disk when putObject resolves, streamed or from a buffer, with its md5', async () => {
    directory = await mkdtemp(join(tmpdir(), 's3-complete-writes-'));
    const store = new FilesystemStore(directory);
    completeObjectWrites(store);
    await store.putBucket('uploads');
    // Unpatched, about four in ten of these were short (or missing) the moment putObject resolved.
    for (let round = 0; round < 10; round += 1) {
      const bytes = Buffer.alloc(8 * 1024 * 1024, round);
      const key = `c/company/course-video/${round}/clip.mp4`;
      const streamed = Readable.from([bytes.subarray(0, 3_000_000), bytes.subarray(3_000_000)]);
      const stored = await store.putObject(new S3Object('uploads', key, streamed, { 'content-type': 'video/mp4' }));
      expect((await stat(store.getResourcePath('uploads', key, 'object'))).size).toBe(bytes.length);
      expect(stored.size).toBe(bytes.length);
    }
    const small = Buffer.from('%PDF-1.7 a small document');
    const stored = await store.putObject(new S3Object('uploads', 'c/x/doc.pdf', small, {}));
    expect(await readFile(store.getResourcePath('uploads', 'c/x/doc.pdf', 'object'))).toEqual(small);
    expect(stored.md5).toBe(createHash('md5').update(small).digest('hex'));
    expect(await readFile(store.getResourcePath('uploads', 'c/x/doc.pdf', 'object.md5'), 'utf8')).toBe(stored.md5);
  });
});
