import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type S3rver from 's3rver';
import {
  checkCompletion,
  copySourceOf,
  MAX_PART_BYTES,
  one,
  pageOfUploads,
  partNumberOf,
  readBody,
  requestedParts,
  whole,
  type TQuery,
} from './s3-multipart-checks';
import {
  abortUpload,
  completePartWrites,
  copyPart,
  completeUpload,
  findUpload,
  listParts,
  listUploads,
  noSuchUpload,
  S3Error,
  stampInitiation,
  type TMultipartStore,
  type TStoredPart,
} from './s3-multipart-store';

/*
 * S3 multipart upload as S3 answers it, on the local default's s3rver (3.7: it creates an upload, stores parts and
 * joins them, but has no ListParts, AbortMultipartUpload or ListMultipartUploads, takes a part for any upload id and
 * completes without checking ETags, order or the 5 MiB minimum). An extension, not another emulator: no maintained
 * JavaScript S3 emulator implements multipart fully, and MinIO or LocalStack are not JavaScript (a binary or a
 * container to download and run beside the in-process stack). Everything streams: parts go to disk as they arrive and
 * the object is joined from the part files, so files of gigabytes never sit in memory.
 */

/** The part of Koa's context these routes use (s3rver is a Koa app; its types do not say so). */
interface TContext {
  method: string;
  path: string;
  query: TQuery;
  req: IncomingMessage;
  body: unknown;
  status: number;
}

const OWNER = { ID: 'local', DisplayName: 'local' };

type TMiddleware = (ctx: TContext, next: () => Promise<void>) => Promise<void>;

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

async function existingUpload(store: TMultipartStore, bucket: string, key: string, uploadId: string) {
  const upload = await findUpload(store, bucket, uploadId);
  // S3 answers NoSuchUpload, too, for an upload id used with another key.
  if (!upload || upload.key !== key) throw noSuchUpload(uploadId);
  return upload;
}

function checkPartLength(length: number): void {
  if (length > MAX_PART_BYTES)
    throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
      ProposedSize: length,
      MaxSizeAllowed: MAX_PART_BYTES,
    });
}

/** One UploadPart: where it goes, its part number as the query gave it, and its Content-Length. */
interface TPartTarget {
  bucket: string;
  key: string;
  uploadId: string;
  partNumber: string;
  length: number;
}

export type TPartReceiver = (part: TPartTarget, content: Readable) => Promise<TStoredPart>;

/**
 * UploadPart straight into the store, for a caller in this process (the signed proxy, s3-part-upload.ts), with the
 * checks s3rver's route makes: a gigabyte sent through the proxy then crosses no second HTTP connection on loopback.
 * Refusals are s3rver's S3Errors (code, message, status).
 */
export function partReceiver(server: S3rver): TPartReceiver {
  const store = (server as unknown as { store: TMultipartStore }).store;
  return async (part, content) => {
    const partNumber = partNumberOf(part.partNumber);
    checkPartLength(part.length);
    if (!(await store.getBucket(part.bucket)))
      throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: part.bucket });
    const upload = await existingUpload(store, part.bucket, part.key, part.uploadId);
    return store.putPart(part.bucket, upload.uploadId, partNumber, content, part.length);
  };
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
        // UploadPart: checked here, then received by s3rver's own route into the patched putPart. UploadPartCopy
        // (s3rver has none): copied here from the source object's file.
        const partNumber = partNumberOf(one(query.partNumber));
        checkPartLength(Number(ctx.req.headers['content-length']));
        const upload = await existingUpload(store, bucket, key, id);
        const copySource = ctx.req.headers['x-amz-copy-source'];
        if (typeof copySource !== 'string') return next();
        const source = copySourceOf(copySource);
        const range = ctx.req.headers['x-amz-copy-source-range'];
        const part = await copyPart(
          store,
          { bucket, uploadId: upload.uploadId, partNumber },
          { ...source, range: typeof range === 'string' ? range : undefined },
        );
        ctx.body = { CopyPartResult: { LastModified: new Date().toISOString(), ETag: `"${part.md5}"` } };
        return;
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
  stampInitiation(app.store);
}
