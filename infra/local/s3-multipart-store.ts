import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PREFERRED_PART_BYTES } from '@skillway/shared/rules/part-plan';
import type { TFilesystemStore } from './s3-complete-writes';

const require = createRequire(import.meta.url);
/** s3rver's own error (its XML, its status table), so its error handler answers for these as for its own. */
export const S3Error = require('s3rver/lib/models/error') as new (
  code: string,
  message: string,
  detail?: Record<string, string | number>,
) => Error;

/** The part of s3rver's FilesystemStore multipart uploads use (uploads live in `<bucket>/._S3rver_uploads/<id>/`). */
export interface TMultipartStore extends TFilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  getBucket(bucket: string): Promise<object | null>;
  initiateUpload(bucket: string, key: string, uploadId: string, metadata: object): Promise<void>;
  /** `length`: the part's size when the caller knows it (else the request's Content-Length, when it is one). */
  putPart(
    bucket: string,
    uploadId: string,
    partNumber: string | number,
    content: Readable,
    length?: number,
  ): Promise<TStoredPart>;
  putObjectMultipart(bucket: string, uploadId: string, parts: { number: number; etag: string }[]): Promise<object>;
}

export interface TStoredPart {
  size: number;
  md5: string;
}

export interface TUpload {
  uploadId: string;
  key: string;
  initiated: Date;
}

export interface TPart extends TStoredPart {
  number: number;
  lastModified: Date;
  /** Where its bytes are: its region of the upload's assembly file, or a file of its own. */
  inRegion: boolean;
}

/**
 * The upload's assembly file: part n is written at (n - 1) × REGION_BYTES, so an upload cut by the product's part plan
 * (every part REGION_BYTES but the last) is already the object when it completes, and the completion is a rename,
 * as on S3 it is a metadata step. A part that does not fit its region (or whose length is not known before it
 * arrives) is kept in a file of its own and joined by copying.
 */
const ASSEMBLY = 'assembly';
export const REGION_BYTES = PREFERRED_PART_BYTES;

/** A stored part's record, `<n>.json`, written once its bytes are whole: its mtime is the part's LastModified. */
interface TPartRecord extends TStoredPart {
  inRegion: boolean;
}

/** s3rver's upload ids (16 random bytes, hex); anything else is no upload, and never a path. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export const noSuchUpload = (uploadId: string) =>
  new S3Error(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    { UploadId: uploadId },
  );

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function uploadsDir(store: TMultipartStore, bucket: string): string {
  return store.getResourcePath(bucket, undefined, 'uploads');
}

function uploadDir(store: TMultipartStore, bucket: string, uploadId: string): string {
  return join(uploadsDir(store, bucket), uploadId);
}

/** The upload with this id, or undefined (an unknown, aborted or completed upload, or an id that is not one). */
export async function findUpload(store: TMultipartStore, bucket: string, uploadId: string) {
  if (!UPLOAD_ID.test(uploadId)) return undefined;
  // The `key` file is written once, when the upload is created: its time is the upload's Initiated.
  const keyFile = join(uploadDir(store, bucket, uploadId), 'key');
  try {
    const [key, stats] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)]);
    return { uploadId, key, initiated: stats.mtime } satisfies TUpload;
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}

/** Every upload in progress in the bucket (unsorted). */
export async function listUploads(store: TMultipartStore, bucket: string): Promise<TUpload[]> {
  let ids: string[];
  try {
    ids = await readdir(uploadsDir(store, bucket));
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
  const uploads = await Promise.all(ids.map((id) => findUpload(store, bucket, id)));
  return uploads.filter((upload): upload is TUpload => upload !== undefined);
}

/** The stored parts of an upload, by part number (a part still being received is not one yet). */
export async function listParts(store: TMultipartStore, bucket: string, uploadId: string): Promise<TPart[]> {
  const dir = uploadDir(store, bucket, uploadId);
  const names = (await readdir(dir)).filter((name) => /^[1-9]\d*\.json$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      try {
        const file = join(dir, name);
        const [stats, text] = await Promise.all([stat(file), readFile(file, 'utf8')]);
        const record = JSON.parse(text) as TPartRecord;
        return { ...record, number: Number.parseInt(name, 10), lastModified: stats.mtime } satisfies TPart;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    }),
  );
  return parts.filter((part): part is TPart => part !== undefined).sort((a, b) => a.number - b.number);
}

export async function abortUpload(store: TMultipartStore, bucket: string, uploadId: string): Promise<void> {
  await rm(uploadDir(store, bucket, uploadId), { recursive: true, force: true });
}

/**
 * An upload's Initiated and a part's LastModified are their files' mtimes, set from this process's clock rather than
 * left to the kernel's: the test runs shift the stack's clock (libfaketime, scripts/test-clock.mjs) months away from
 * the machine's, and the clean-up schedule compares Initiated with that clock.
 */
async function stampNow(path: string): Promise<void> {
  const now = new Date();
  await utimes(path, now, now);
}

export function stampInitiation(store: TMultipartStore): void {
  const initiate = store.initiateUpload.bind(store);
  store.initiateUpload = async (bucket, key, uploadId, metadata) => {
    await initiate(bucket, key, uploadId, metadata);
    await stampNow(join(uploadDir(store, bucket, uploadId), 'key'));
  };
}

/** The length a part announces: the caller's, else its request's Content-Length; undefined when neither says. */
function announcedLength(content: Readable, length: number | undefined): number | undefined {
  const header = (content as Partial<IncomingMessage>).headers?.['content-length'];
  const announced = length ?? (header === undefined ? undefined : Number(header));
  return announced !== undefined && Number.isSafeInteger(announced) && announced >= 0 ? announced : undefined;
}

/**
 * s3rver's putPart has the putObject bug s3-complete-writes.ts fixes (it resolves before the part's file is written,
 * so a ListParts or a completion straight after could read a short part) and creates the upload's directory for any
 * upload id. This one writes into the upload's existing directory (none: NoSuchUpload, as after an abort mid-part):
 * into the part's region of the assembly file when its announced length fits there, else into a temporary file
 * renamed into place once closed; the part's record is written last, so a listed part is always a whole one. A part
 * sent again is written over its region: the product sends a part again only with the same bytes (unlike S3, a
 * failed second sending of other bytes would leave the region mixed).
 */
export function completePartWrites(store: TMultipartStore): void {
  store.putPart = async (bucket, uploadId, partNumber, content, length) => {
    if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload(uploadId);
    const dir = uploadDir(store, bucket, uploadId);
    const number = Number(partNumber);
    const announced = announcedLength(content, length);
    const inRegion = announced !== undefined && announced <= REGION_BYTES;
    const own = join(dir, String(number));
    const temporary = join(dir, `.${number}.${randomBytes(8).toString('hex')}.partial`);
    const hash = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        // Never past the region: the next part's bytes are there.
        if (inRegion && size > announced) done(new S3Error('IncompleteBody', 'The part is longer than announced.'));
        else done(null, chunk);
      },
    });
    try {
      if (inRegion) {
        const assembly = join(dir, ASSEMBLY);
        await (await open(assembly, 'a')).close();
        await pipeline(
          content,
          measure,
          createWriteStream(assembly, { flags: 'r+', start: (number - 1) * REGION_BYTES }),
        );
        if (size !== announced)
          throw new S3Error(
            'IncompleteBody',
            'You did not provide the number of bytes specified by the Content-Length HTTP header.',
          );
      } else {
        await pipeline(content, measure, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, own);
      }
      const record: TPartRecord = { size, md5: hash.digest('hex'), inRegion };
      await writeFile(`${temporary}.json`, JSON.stringify(record));
      await rename(`${temporary}.json`, join(dir, `${number}.json`));
      await stampNow(join(dir, `${number}.json`));
      // A part sent again into its region leaves no file of its own behind.
      if (inRegion) await rm(own, { force: true });
      return { size, md5: record.md5 };
    } catch (error) {
      await Promise.all([rm(temporary, { force: true }), rm(`${temporary}.json`, { force: true })]);
      if (missing(error)) throw noSuchUpload(uploadId);
      throw error;
    }
  };
}

/** S3's ETag of a multipart object: the MD5 of the parts' binary MD5s, then `-` and the number of parts. */
function multipartEtag(partMd5s: readonly string[]): string {
  const hash = createHash('md5');
  for (const md5 of partMd5s) hash.update(Buffer.from(md5, 'hex'));
  return `${hash.digest('hex')}-${partMd5s.length}`;
}

/** s3rver's object model: it keeps the metadata S3 keeps (content type and the like) from the upload's headers. */
const S3Object = require('s3rver/lib/models/object') as new (
  bucket: string,
  key: string,
  content: null,
  metadata: Record<string, string>,
) => { metadata: Record<string, string> };

/** Big reads and writes for a join that copies. */
const JOIN_CHUNK_BYTES = 8 * 1024 * 1024;

/** Whether the assembly file is already the object: parts 1…n in their regions, each full but the last. */
function assembled(parts: readonly TPart[]): boolean {
  return parts.every(
    (part, index) =>
      part.number === index + 1 &&
      part.inRegion &&
      (index === parts.length - 1 ? part.size <= REGION_BYTES : part.size === REGION_BYTES),
  );
}

/** Joins parts that are not laid out as the object by copying each from its region or its file, in order. */
async function joinByCopying(dir: string, parts: readonly TPart[], joining: string): Promise<void> {
  await writeFile(joining, '');
  for (const part of parts) {
    if (part.size === 0) continue;
    const source = part.inRegion
      ? createReadStream(join(dir, ASSEMBLY), {
          start: (part.number - 1) * REGION_BYTES,
          end: (part.number - 1) * REGION_BYTES + part.size - 1,
          highWaterMark: JOIN_CHUNK_BYTES,
        })
      : createReadStream(join(dir, String(part.number)), { highWaterMark: JOIN_CHUNK_BYTES });
    await pipeline(source, createWriteStream(joining, { flags: 'a', highWaterMark: JOIN_CHUNK_BYTES }));
  }
}

/**
 * Makes the object of the named parts and stores S3's multipart ETag as the object's, as HEAD and GET answer. Not
 * through s3rver's putObjectMultipart: that copies every byte through an MD5 in 64 KB chunks (a 1 GB completion took
 * 5.8 s; on S3 it is a metadata step), while S3's ETag of a multipart object needs only the parts' MD5s. Parts cut by
 * the product's plan are already the object in the assembly file, which is cut to length and renamed into place;
 * others are joined beside the object's place and renamed into it. A reader never sees it half made; then the
 * upload is removed.
 */
export async function completeUpload(
  store: TMultipartStore,
  bucket: string,
  upload: TUpload,
  parts: readonly TPart[],
): Promise<string> {
  const dir = uploadDir(store, bucket, upload.uploadId);
  const metadata = JSON.parse(await readFile(join(dir, 'metadata'), 'utf8')) as Record<string, string>;
  const path = store.getResourcePath(bucket, upload.key, 'object');
  await mkdir(dirname(path), { recursive: true });
  const sorted = [...parts].sort((a, b) => a.number - b.number);
  const joining = `${path}.${randomBytes(8).toString('hex')}.joining`;
  try {
    if (sorted.length > 0 && assembled(sorted)) {
      const total = sorted.reduce((sum, part) => sum + part.size, 0);
      await truncate(join(dir, ASSEMBLY), total);
      await rename(join(dir, ASSEMBLY), joining);
    } else {
      await joinByCopying(dir, sorted, joining);
    }
    await rename(joining, path);
  } catch (error) {
    await rm(joining, { force: true });
    throw error;
  }
  const etag = multipartEtag(parts.map((part) => part.md5));
  await store.putMetadata(bucket, upload.key, new S3Object(bucket, upload.key, null, metadata).metadata, etag);
  await rm(dir, { recursive: true, force: true });
  return etag;
}

/**
 * UploadPartCopy (s3rver answers NotImplemented): the part is streamed from the source object's file, the range
 * (`bytes=first-last`, inclusive) or all of it, through the patched putPart. A multi-gigabyte upload is adopted
 * with it (functions/core/platform/storage/copy-in-parts.ts).
 */
export async function copyPart(
  store: TMultipartStore,
  target: { bucket: string; uploadId: string; partNumber: number },
  source: { bucket: string; key: string; range: string | undefined },
): Promise<TStoredPart> {
  const path = store.getResourcePath(source.bucket, source.key, 'object');
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    if (missing(error)) throw new S3Error('NoSuchKey', 'The specified key does not exist.', { Key: source.key });
    throw error;
  }
  let start = 0;
  let end = size - 1;
  if (source.range !== undefined) {
    const match = /^bytes=(\d+)-(\d+)$/.exec(source.range);
    if (!match)
      throw new S3Error(
        'InvalidArgument',
        'The x-amz-copy-source-range value must be of the form bytes=first-last where first and last are the zero-based offsets of the first and last bytes to copy',
        { ArgumentName: 'x-amz-copy-source-range', ArgumentValue: source.range },
      );
    [start, end] = [Number(match[1]), Number(match[2])];
    if (start > end || end >= size)
      throw new S3Error('InvalidArgument', `Range specified is not valid for source object of size: ${size}`, {
        ArgumentName: 'x-amz-copy-source-range',
        ArgumentValue: source.range,
      });
  }
  const content = size === 0 ? createReadStream(path) : createReadStream(path, { start, end });
  return store.putPart(target.bucket, target.uploadId, target.partNumber, content, size === 0 ? 0 : end - start + 1);
}
