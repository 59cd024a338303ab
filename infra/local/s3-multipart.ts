import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type S3rver from 's3rver';
import {
  abortUpload,
  completePartWrites,
  completeUpload,
  findUpload,
  listParts,
  listUploads,
  noSuchUpload,
  S3Error,
  type TMultipartStore,
  type TPart,
  type TUpload,
} from './s3-multipart-store';

/*
 * S3 multipart upload as S3 answers it, on the local default's s3rver (3.7: it creates an upload, stores parts and
 * joins them, but has no ListParts, AbortMultipartUpload or ListMultipartUploads, takes a part for any upload id and
 * completes without checking ETags, order or the 5 MiB minimum). An extension, not another emulator: no maintained
 * JavaScript S3 emulator implements multipart fully, and MinIO or LocalStack are not JavaScript (a binary or a
 * container to download and run beside the in-process stack). Everything streams: parts go to disk as they arrive and
 * the object is joined from the part files, so files of gigabytes never sit in memory.
 */

const require = createRequire(import.meta.url);
const s3rverRequire = createRequire(require.resolve('s3rver'));
/** The XML parser (and entity decoder) s3rver reads its own request bodies with. */
const xmlParser = s3rverRequire('fast-xml-parser') as { parse(xml: string, options: object): unknown };
const he = s3rverRequire('he') as { decode(text: string): string };

/** The part of Koa's context these routes use (s3rver is a Koa app; its types do not say so). */
interface TContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  req: IncomingMessage;
  body: unknown;
  status: number;
}
type TMiddleware = (ctx: TContext, next: () => Promise<void>) => Promise<void>;

export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;
/** A CompleteMultipartUpload body naming 10,000 parts is about 1 MB. */
const MAX_COMPLETE_BODY = 4 * 1024 * 1024;
const OWNER = { ID: 'local', DisplayName: 'local' };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function whole(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 2 ** 31 - 1)
    throw new S3Error('InvalidArgument', `Provided ${name} not an integer or within integer range`, {
      ArgumentName: name,
      ArgumentValue: value,
    });
  return Math.min(number, max);
}

export function partNumberOf(value: string | undefined): number {
  const number = Number(value);
  if (!/^\d+$/.test(value ?? '') || number < 1 || number > MAX_PART_NUMBER)
    throw new S3Error('InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive', {
      ArgumentName: 'partNumber',
      ArgumentValue: value ?? '',
    });
  return number;
}

/** `/<bucket>/<key>` → the bucket and the decoded key (as s3rver's router decodes it), path-style only. */
function target(path: string): { bucket: string; key: string } | undefined {
  const match = /^\/([^/]+)(?:\/(.*))?$/.exec(path);
  if (!match) return undefined;
  try {
    return { bucket: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2] ?? '') };
  } catch {
    return undefined;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_COMPLETE_BODY)
      throw new S3Error('MaxMessageLengthExceeded', 'Your request was too big.', { MaxMessageLengthBytes: 4194304 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parts a CompleteMultipartUpload body names, in its order. */
function requestedParts(xml: string): { number: number; etag: string }[] {
  const malformed = () =>
    new S3Error(
      'MalformedXML',
      'The XML you provided was not well-formed or did not validate against our published schema.',
    );
  let parsed: { CompleteMultipartUpload?: { Part?: unknown } };
  try {
    parsed = xmlParser.parse(xml, { parseNodeValue: false, tagValueProcessor: (v: string) => he.decode(v) }) as never;
  } catch {
    throw malformed();
  }
  const parts = parsed?.CompleteMultipartUpload?.Part;
  if (parts === undefined || parts === '') throw malformed();
  return ([] as unknown[]).concat(parts).map((part) => {
    const { PartNumber, ETag } = (part ?? {}) as { PartNumber?: unknown; ETag?: unknown };
    if (typeof PartNumber !== 'string' || typeof ETag !== 'string') throw malformed();
    // S3 compares ETags without their quotes.
    return { number: Number(PartNumber), etag: ETag.replace(/"/g, '').toLowerCase() };
  });
}

/** S3's checks of a completion: ascending part numbers, each stored with that ETag, all but the last >= 5 MiB. */
export function checkCompletion(requested: { number: number; etag: string }[], stored: TPart[]): TPart[] {
  const byNumber = new Map(stored.map((part) => [part.number, part]));
  const chosen: TPart[] = [];
  let previous = 0;
  for (const { number, etag } of requested) {
    if (!(number > previous))
      throw new S3Error(
        'InvalidPartOrder',
        'The list of parts was not in ascending order. Parts must be ordered by part number.',
      );
    previous = number;
    const part = byNumber.get(number);
    if (!part || part.md5 !== etag)
      throw new S3Error(
        'InvalidPart',
        "One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
        { PartNumber: number, ETag: etag },
      );
    chosen.push(part);
  }
  chosen.slice(0, -1).forEach((part) => {
    if (part.size < MIN_PART_BYTES)
      throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.', {
        ProposedSize: part.size,
        MinSizeAllowed: MIN_PART_BYTES,
        PartNumber: part.number,
        ETag: `"${part.md5}"`,
      });
  });
  return chosen;
}

/** ListMultipartUploads' order (key, then initiated) and its key-marker / upload-id-marker paging. */
export function pageOfUploads(uploads: TUpload[], query: TContext['query']) {
  const prefix = one(query.prefix) ?? '';
  const keyMarker = one(query['key-marker']) ?? '';
  const idMarker = one(query['upload-id-marker']) ?? '';
  const max = whole(one(query['max-uploads']), 1000, 'max-uploads', 1000);
  const sorted = uploads
    .filter((upload) => upload.key.startsWith(prefix))
    .sort((a, b) =>
      a.key !== b.key
        ? a.key < b.key
          ? -1
          : 1
        : a.initiated.getTime() - b.initiated.getTime() || a.uploadId.localeCompare(b.uploadId),
    );
  let start = 0;
  if (keyMarker) {
    const markerAt = idMarker ? sorted.findIndex((u) => u.key === keyMarker && u.uploadId === idMarker) : -1;
    start = markerAt >= 0 ? markerAt + 1 : sorted.findIndex((u) => u.key > keyMarker);
    if (start < 0) start = sorted.length;
  }
  const page = sorted.slice(start, start + max);
  const truncated = start + max < sorted.length;
  const last = page[page.length - 1];
  return { page, truncated, max, prefix, keyMarker, idMarker, last };
}

async function existingUpload(store: TMultipartStore, bucket: string, key: string, uploadId: string) {
  const upload = await findUpload(store, bucket, uploadId);
  // S3 answers NoSuchUpload, too, for an upload id used with another key.
  if (!upload || upload.key !== key) throw noSuchUpload(uploadId);
  return upload;
}

function multipartRoutes(store: TMultipartStore): TMiddleware {
  return async (ctx, next) => {
    const query = ctx.query;
    const resource = target(ctx.path);
    const listing = ctx.method === 'GET' && resource && resource.key === '' && 'uploads' in query;
    const uploadId = one(query.uploadId);
    if (!resource || (!listing && (resource.key === '' || uploadId === undefined))) return next();
    const { bucket, key } = resource;
    if (!(await store.getBucket(bucket)))
      throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });

    if (listing) {
      const { page, truncated, max, prefix, keyMarker, idMarker, last } = pageOfUploads(
        await listUploads(store, bucket),
        query,
      );
      ctx.body = {
        ListMultipartUploadsResult: {
          Bucket: bucket,
          KeyMarker: keyMarker,
          UploadIdMarker: idMarker,
          NextKeyMarker: truncated ? last?.key : '',
          NextUploadIdMarker: truncated ? last?.uploadId : '',
          Prefix: prefix,
          MaxUploads: max,
          IsTruncated: truncated,
          Upload: page.map((upload) => ({
            Key: upload.key,
            UploadId: upload.uploadId,
            Initiator: OWNER,
            Owner: OWNER,
            StorageClass: 'STANDARD',
            Initiated: upload.initiated.toISOString(),
          })),
        },
      };
      return;
    }

    const id = uploadId ?? '';
    switch (ctx.method) {
      case 'PUT': {
        // UploadPart: checked here, then received by s3rver's own route into the patched putPart.
        partNumberOf(one(query.partNumber));
        const length = Number(ctx.req.headers['content-length']);
        if (length > MAX_PART_BYTES)
          throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
            ProposedSize: length,
            MaxSizeAllowed: MAX_PART_BYTES,
          });
        await existingUpload(store, bucket, key, id);
        return next();
      }
      case 'GET': {
        const upload = await existingUpload(store, bucket, key, id);
        const marker = whole(one(query['part-number-marker']), 0, 'part-number-marker', Number.MAX_SAFE_INTEGER);
        const max = whole(one(query['max-parts']), 1000, 'max-parts', 1000);
        const after = (await listParts(store, bucket, upload.uploadId)).filter((part) => part.number > marker);
        const page = after.slice(0, max);
        const truncated = after.length > max;
        ctx.body = {
          ListPartsResult: {
            Bucket: bucket,
            Key: key,
            UploadId: upload.uploadId,
            Initiator: OWNER,
            Owner: OWNER,
            StorageClass: 'STANDARD',
            PartNumberMarker: marker,
            NextPartNumberMarker: page[page.length - 1]?.number ?? marker,
            MaxParts: max,
            IsTruncated: truncated,
            Part: page.map((part) => ({
              PartNumber: part.number,
              LastModified: part.lastModified.toISOString(),
              ETag: `"${part.md5}"`,
              Size: part.size,
            })),
          },
        };
        return;
      }
      case 'DELETE': {
        const upload = await existingUpload(store, bucket, key, id);
        await abortUpload(store, bucket, upload.uploadId);
        ctx.status = 204;
        return;
      }
      case 'POST': {
        const upload = await existingUpload(store, bucket, key, id);
        const requested = requestedParts(await readBody(ctx.req));
        const parts = checkCompletion(requested, await listParts(store, bucket, upload.uploadId));
        const etag = await completeUpload(store, bucket, upload, parts);
        ctx.body = {
          CompleteMultipartUploadResult: {
            Location: `/${bucket}/${key}`,
            Bucket: bucket,
            Key: key,
            ETag: `"${etag}"`,
          },
        };
        return;
      }
      default:
        return next();
    }
  };
}

/**
 * Adds the multipart routes to an s3rver before it runs: a Koa middleware just before s3rver's router (after its
 * logger, XML encoder and error handling, so these answer in S3's XML like its own routes) and the patched putPart.
 * Like s3rver's own routes these check no signature: s3rver listens on loopback for the handlers, and browsers reach
 * it only through the signed-request proxy (s3-proxy.ts).
 */
export function extendMultipart(server: S3rver): void {
  const app = server as unknown as { middleware: TMiddleware[]; store: TMultipartStore };
  const router = app.middleware[app.middleware.length - 1];
  // koa-router's routes() is named `dispatch`: the guard fails loudly if a newer s3rver orders its middleware otherwise.
  if (router?.name !== 'dispatch') throw new Error("s3rver's router is not its last middleware");
  app.middleware.splice(app.middleware.length - 1, 0, multipartRoutes(app.store));
  completePartWrites(app.store);
}
