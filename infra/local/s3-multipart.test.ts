import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './free-port';
import {
  completePartWrites,
  findUpload,
  listParts,
  REGION_BYTES,
  stampInitiation,
  type TMultipartStore,
} from './s3-multipart-store';
import { startS3Local, type TS3Local } from './s3-local';

const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (directory: string) => TMultipartStore & {
  putBucket(name: string): Promise<void>;
};

const BUCKET = 'uploads-bucket';
const MiB = 1024 * 1024;

let dir: string;
let s3: TS3Local;
let client: S3Client;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 's3-multipart-'));
  s3 = await startS3Local({ directory: dir, port: await freePort(), quiet: true });
  client = new S3Client({
    region: 'eu-west-2',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
  await rm(dir, { recursive: true, force: true });
});

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

async function create(key: string): Promise<string> {
  const created = await client.send(
    new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key, ContentType: 'video/mp4' }),
  );
  return created.UploadId!;
}

async function put(key: string, uploadId: string, partNumber: number, body: Buffer): Promise<string> {
  const answer = await client.send(
    new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId: uploadId, PartNumber: partNumber, Body: body }),
  );
  return answer.ETag!;
}

/** CompleteMultipartUpload of the given parts, as the SDK sends it. */
function completeParts(key: string, uploadId: string, parts: { PartNumber: number; ETag: string | undefined }[]) {
  return client.send(
    new CompleteMultipartUploadCommand({
      Bucket: BUCKET,
      Key: key,
      UploadId: uploadId,
      MultipartUpload: { Parts: parts },
    }),
  );
}

/** The S3 error a call answered with: its code and HTTP status. */
async function refusal(call: Promise<unknown>): Promise<[string, number | undefined]> {
  try {
    await call;
  } catch (error) {
    const e = error as { name: string; $metadata?: { httpStatusCode?: number } };
    return [e.name, e.$metadata?.httpStatusCode];
  }
  throw new Error('the call was not refused');
}

describe('multipart uploads on the local s3rver', () => {
  it('stores parts in any order, lists them page by page and completes the object with S3’s ETag', async () => {
    const key = 'c/co-a/course-video/u1/Induction film.mp4';
    const uploadId = await create(key);
    const bodies = [Buffer.alloc(5 * MiB, 1), Buffer.alloc(5 * MiB + 3, 2), Buffer.from('the last, short part')];
    const etags: string[] = [];
    for (const number of [2, 3, 1]) etags[number - 1] = await put(key, uploadId, number, bodies[number - 1]!);
    expect(etags).toEqual(bodies.map((body) => `"${md5(body)}"`));

    const first = await client.send(
      new ListPartsCommand({ Bucket: BUCKET, Key: key, UploadId: uploadId, MaxParts: 2 }),
    );
    expect(first.IsTruncated).toBe(true);
    expect(first.Parts?.map((part) => [part.PartNumber, part.Size, part.ETag])).toEqual([
      [1, bodies[0]!.length, etags[0]],
      [2, bodies[1]!.length, etags[1]],
    ]);
    expect(first.Parts?.[0]?.LastModified).toBeInstanceOf(Date);
    const rest = await client.send(
      new ListPartsCommand({
        Bucket: BUCKET,
        Key: key,
        UploadId: uploadId,
        PartNumberMarker: first.NextPartNumberMarker,
      }),
    );
    expect(rest.IsTruncated).toBe(false);
    expect(rest.Parts?.map((part) => part.PartNumber)).toEqual([3]);

    const completed = await completeParts(
      key,
      uploadId,
      etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
    );
    const partDigests = Buffer.concat(bodies.map((body) => createHash('md5').update(body).digest()));
    const expectedEtag = `"${createHash('md5').update(partDigests).digest('hex')}-3"`;
    expect(completed.ETag).toBe(expectedEtag);
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ETag).toBe(expectedEtag);
    expect(head.ContentType).toBe('video/mp4');
    expect(head.ContentLength).toBe(bodies.reduce((sum, body) => sum + body.length, 0));
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(md5(stored)).toBe(md5(Buffer.concat(bodies)));
    // Completed: the upload is gone, as on S3.
    expect(await refusal(client.send(new ListPartsCommand({ Bucket: BUCKET, Key: key, UploadId: uploadId })))).toEqual([
      'NoSuchUpload',
      404,
    ]);
  });

  it("completes an upload cut by the product's plan without copying it: the assembled file becomes the object", async () => {
    const key = 'c/co-a/course-video/u9/Planned.mp4';
    const uploadId = await create(key);
    const bodies = [Buffer.alloc(REGION_BYTES, 7), Buffer.alloc(REGION_BYTES, 8), Buffer.from('the short last part')];
    const etags: string[] = [];
    for (const number of [3, 1, 2]) etags[number - 1] = await put(key, uploadId, number, bodies[number - 1]!);
    // Part 2 sent again (a retry whose first answer was lost): the same bytes over its region.
    expect(await put(key, uploadId, 2, bodies[1]!)).toBe(etags[1]);
    const assembly = await stat(join(dir, BUCKET, '._S3rver_uploads', uploadId, 'assembly'));

    await completeParts(
      key,
      uploadId,
      etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
    );
    const store = new FilesystemStore(dir);
    const object = await stat(store.getResourcePath(BUCKET, key, 'object'));
    expect(object.ino).toBe(assembly.ino);
    expect(object.size).toBe(bodies.reduce((sum, body) => sum + body.length, 0));
    const read = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(md5(Buffer.from(await read.Body!.transformToByteArray()))).toBe(md5(Buffer.concat(bodies)));
  });

  it('joins by copying parts that are not laid out as the object: one larger than its region, numbers with a gap', async () => {
    const key = 'c/co-a/course-video/u10/Other client.mp4';
    const uploadId = await create(key);
    const bodies = [Buffer.alloc(REGION_BYTES + 1, 3), Buffer.alloc(5 * MiB, 4), Buffer.from('end')];
    const numbers = [1, 3, 7];
    const etags: string[] = [];
    for (const [i, number] of numbers.entries()) etags[i] = await put(key, uploadId, number, bodies[i]!);
    await completeParts(
      key,
      uploadId,
      etags.map((ETag, i) => ({ PartNumber: numbers[i]!, ETag })),
    );
    const read = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(md5(Buffer.from(await read.Body!.transformToByteArray()))).toBe(md5(Buffer.concat(bodies)));
  });

  it('refuses parts of unknown uploads or out of range, and completions S3 would refuse', async () => {
    const key = 'c/co-a/course-video/u2/clip.mp4';
    const unknown = 'f'.repeat(32);
    expect(await refusal(put(key, unknown, 1, Buffer.from('x')))).toEqual(['NoSuchUpload', 404]);
    expect(await refusal(put(key, '../../escape', 1, Buffer.from('x')))).toEqual(['NoSuchUpload', 404]);
    // No directory is made for an unknown upload (s3rver's own putPart made one).
    expect(await readdir(join(dir, BUCKET, '._S3rver_uploads')).catch(() => [])).not.toContain(unknown);

    const uploadId = await create(key);
    for (const number of [0, 10_001]) {
      expect(await refusal(put(key, uploadId, number, Buffer.from('x')))).toEqual(['InvalidArgument', 400]);
    }
    // Another key with this upload's id.
    expect(await refusal(put('c/co-b/course-video/u2/clip.mp4', uploadId, 1, Buffer.from('x')))).toEqual([
      'NoSuchUpload',
      404,
    ]);
    const small = await put(key, uploadId, 1, Buffer.from('too small to be a first part'));
    const last = await put(key, uploadId, 2, Buffer.from('last'));
    const complete = (parts: { PartNumber: number; ETag: string }[], Key = key) =>
      refusal(
        client.send(
          new CompleteMultipartUploadCommand({
            Bucket: BUCKET,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        ),
      );
    expect(await complete([{ PartNumber: 1, ETag: `"${'0'.repeat(32)}"` }])).toEqual(['InvalidPart', 400]);
    expect(await complete([{ PartNumber: 3, ETag: last }])).toEqual(['InvalidPart', 400]);
    expect(
      await complete([
        { PartNumber: 2, ETag: last },
        { PartNumber: 1, ETag: small },
      ]),
    ).toEqual(['InvalidPartOrder', 400]);
    expect(
      await complete([
        { PartNumber: 1, ETag: small },
        { PartNumber: 2, ETag: last },
      ]),
    ).toEqual(['EntityTooSmall', 400]);
    expect(await complete([{ PartNumber: 1, ETag: small }], 'c/co-a/other.mp4')).toEqual(['NoSuchUpload', 404]);
    // A lone part may be small: it is the last one.
    await completeParts(key, uploadId, [{ PartNumber: 1, ETag: small }]);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(await object.Body!.transformToString()).toBe('too small to be a first part');
  });

  it('lists uploads in progress with their Initiated time, page by page, and aborts them', async () => {
    const keys = ['c/co-l/v/a.mp4', 'c/co-l/v/b.mp4', 'c/co-l/v/b.mp4', 'c/co-m/v/c.mp4'];
    const ids: string[] = [];
    for (const key of keys) ids.push(await create(key));
    // Backdated, as an abandoned upload's would be (the upload's `key` file records its creation).
    const old = new Date('2026-01-02T03:04:05Z');
    await utimes(join(dir, BUCKET, '._S3rver_uploads', ids[0]!, 'key'), old, old);

    const seen: { Key?: string; UploadId?: string; Initiated?: Date }[] = [];
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (let page = 0; page < 5; page += 1) {
      const answer = await client.send(
        new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: 'c/co-l/', MaxUploads: 2, ...markers }),
      );
      seen.push(...(answer.Uploads ?? []));
      if (!answer.IsTruncated) break;
      markers = { KeyMarker: answer.NextKeyMarker, UploadIdMarker: answer.NextUploadIdMarker };
    }
    expect(seen.map((upload) => upload.Key)).toEqual(keys.slice(0, 3));
    expect(new Set(seen.map((upload) => upload.UploadId))).toEqual(new Set(ids.slice(0, 3)));
    expect(seen[0]?.Initiated?.toISOString()).toBe(old.toISOString());

    await client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: keys[0], UploadId: ids[0] }));
    expect(
      await refusal(client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: keys[0], UploadId: ids[0] }))),
    ).toEqual(['NoSuchUpload', 404]);
    expect(await refusal(put(keys[0]!, ids[0]!, 1, Buffer.from('late')))).toEqual(['NoSuchUpload', 404]);
    const after = await client.send(new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: 'c/co-l/' }));
    expect(new Set(after.Uploads?.map((upload) => upload.UploadId))).toEqual(new Set(ids.slice(1, 3)));
    for (const [i, key] of keys.entries()) {
      if (i > 0) await client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: key, UploadId: ids[i] }));
    }
  });

  it('copies parts from a stored object by range (UploadPartCopy), as a large upload is adopted', async () => {
    const source = 'c/co-a/uploads/raw/Big film.mp4';
    const bytes = Buffer.concat([Buffer.alloc(5 * MiB, 3), Buffer.from('and the end of the film')]);
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: source, Body: bytes }));
    const key = 'c/co-a/course-video/u4/Big film.mp4';
    const uploadId = await create(key);
    const copySource = `${BUCKET}/${source.split('/').map(encodeURIComponent).join('/')}`;
    const copy = (PartNumber: number, CopySourceRange?: string, CopySource = copySource) =>
      client.send(
        new UploadPartCopyCommand({
          Bucket: BUCKET,
          Key: key,
          UploadId: uploadId,
          PartNumber,
          CopySource,
          CopySourceRange,
        }),
      );
    const ranges = [`bytes=0-${5 * MiB - 1}`, `bytes=${5 * MiB}-${bytes.length - 1}`];
    const etags = [];
    for (const [i, range] of ranges.entries()) etags.push((await copy(i + 1, range)).CopyPartResult?.ETag);
    expect(etags).toEqual([`"${md5(bytes.subarray(0, 5 * MiB))}"`, `"${md5(bytes.subarray(5 * MiB))}"`]);
    expect(await refusal(copy(3, `bytes=0-${bytes.length}`))).toEqual(['InvalidArgument', 400]);
    expect(await refusal(copy(3, 'bytes=0-'))).toEqual(['InvalidArgument', 400]);
    expect(await refusal(copy(3, undefined, `${BUCKET}/c/co-a/uploads/raw/missing.mp4`))).toEqual(['NoSuchKey', 404]);
    await completeParts(
      key,
      uploadId,
      etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
    );
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(md5(Buffer.from(await object.Body!.transformToByteArray()))).toBe(md5(bytes));
  });
});

describe("the multipart store's dates", () => {
  it("dates uploads and parts by this process's clock, which test runs shift away from the machine's", async () => {
    const root = await mkdtemp(join(tmpdir(), 's3-multipart-dates-'));
    const store = new FilesystemStore(root);
    completePartWrites(store);
    stampInitiation(store);
    const shifted = new Date('2031-07-04T10:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(shifted);
    try {
      await store.putBucket(BUCKET);
      const uploadId = 'ab'.repeat(16);
      await store.initiateUpload(BUCKET, 'c/co-t/v/clip.mp4', uploadId, {});
      await store.putPart(BUCKET, uploadId, 1, Readable.from([Buffer.from('a part')]));
      expect((await findUpload(store, BUCKET, uploadId))?.initiated).toEqual(shifted);
      expect((await listParts(store, BUCKET, uploadId)).map((part) => part.lastModified)).toEqual([shifted]);
    } finally {
      vi.useRealTimers();
      await rm(root, { recursive: true, force: true });
    }
  });
});
