import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { config } from '../config';
import { once } from '../clients/client-options';
import { bucketUrl, signingCredentials, type TSigningCredentials } from './s3-signing';

/**
 * The S3 calls the API makes (and the events/ workers that share its modules), as signed REST requests on
 * aws4fetch instead of @aws-sdk/client-s3: the SDK client is ≈ 125 KB minified that does not tree-shake and ≈ 12 ms
 * of every cold start, for a handful of object calls. SigV4 header signing (service s3, `UNSIGNED-PAYLOAD`, the
 * session token from the Lambda environment), path-style under a custom endpoint (s3rver, `S3_ENDPOINT`), the
 * regional virtual-hosted bucket endpoint on AWS. S3's XML error answers become typed errors:
 * - {@link S3NotFoundError}: NoSuchKey, NoSuchBucket, a 404 HEAD;
 * - {@link S3UnavailableError}: 5xx, SlowDown, 429 or no answer at all, after {@link RETRIES} retries with
 *   exponential backoff (as aws4fetch's `AwsClient.fetch` retries, plus connection failures, which it does not);
 * - {@link S3RequestError} (their base class): anything else S3 refuses (AccessDenied, InvalidRange …).
 */

/** Retries after the first attempt (the SDK's standard mode makes 3 attempts in all; aws4fetch's default is 10). */
const RETRIES = 3;
/** The first retry waits up to this long, each next one twice as long (full jitter, as aws4fetch). */
const RETRY_BASE_MS = 100;
/** DeleteObjects takes at most this many keys per call. */
const S3_DELETE_BATCH = 1000;

/** An S3 answer other than success: `code` is S3's error code (`NoSuchKey`, `AccessDenied` …) or `HTTP <status>`. */
export class S3RequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly operation: string;

  constructor(input: { status: number; code: string; message: string; operation: string }, options?: { cause?: unknown }) {
    super(`S3 ${input.operation}: ${input.code}: ${input.message}`, options);
    this.name = 'S3RequestError';
    this.status = input.status;
    this.code = input.code;
    this.operation = input.operation;
  }
}

/** The object (or the bucket) does not exist. */
export class S3NotFoundError extends S3RequestError {
  constructor(input: { status: number; code: string; message: string; operation: string }) {
    super(input);
    this.name = 'S3NotFoundError';
  }
}

/**
 * S3 could not serve the request after the retries (5xx, SlowDown, 429, or no answer): the caller should answer
 * 503 and the client try again later.
 */
export class S3UnavailableError extends S3RequestError {
  constructor(input: { status: number; code: string; message: string; operation: string }, options?: { cause?: unknown }) {
    super(input, options);
    this.name = 'S3UnavailableError';
  }
}

export function isS3NotFound(error: unknown): error is S3NotFoundError {
  return error instanceof S3NotFoundError;
}

export interface TS3Object {
  body: Uint8Array;
  /** The object's stored Content-Type. */
  contentType: string | undefined;
  /** Bytes in this answer (the range's length for a ranged read). */
  contentLength: number;
}

export interface TS3Head {
  contentLength: number;
  contentType: string | undefined;
}

export interface TS3RestClientOptions {
  bucket: string;
  /** Path-style base (s3rver, a proxy); undefined on AWS (`<bucket>.s3.<region>.amazonaws.com`). */
  endpoint: string | undefined;
  region: string;
  credentials: () => TSigningCredentials;
  retries?: number;
  retryBaseMs?: number;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity] ?? whole;
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The text of each `<tag>…</tag>` in `xml`, decoded (S3's answers are flat enough for this). */
function xmlValues(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => decodeXml(match[1] ?? ''));
}

function xmlValue(xml: string, tag: string): string | undefined {
  return xmlValues(xml, tag)[0];
}

/** A key as a URL path: each segment RFC 3986-encoded, the slashes kept (as the SDK addresses objects). */
function keyPath(key: string): string {
  return key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

function errorFor(operation: string, status: number, body: string, cause?: unknown): S3RequestError {
  const code = xmlValue(body, 'Code') ?? (status === 404 ? 'NotFound' : `HTTP ${status}`);
  const message = xmlValue(body, 'Message') ?? (body.trim().slice(0, 200) || `status ${status}`);
  const input = { status, code, message, operation };
  if (status >= 500 || status === 429 || code === 'SlowDown') return new S3UnavailableError(input, { cause });
  if (status === 404 || code === 'NoSuchKey' || code === 'NoSuchBucket') return new S3NotFoundError(input);
  return new S3RequestError(input);
}

function retryable(response: Response): boolean {
  return response.status >= 500 || response.status === 429;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
}

interface TRequest {
  operation: string;
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** Object key; undefined for a bucket-level call. */
  key?: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

/** One bucket to call, with its credentials: every operation below takes it first (each shakes out unless used). */
export interface TS3Bucket extends TS3RestClientOptions {
  /** Signing keys are derived once a day per credentials; kept across requests. */
  signingKeys: Map<string, ArrayBuffer>;
}

export function s3Bucket(options: TS3RestClientOptions): TS3Bucket {
  return { ...options, signingKeys: new Map() };
}

function requestUrl(bucket: TS3Bucket, request: TRequest): string {
  const base = bucketUrl(bucket.endpoint, bucket.bucket);
  const target = new URL(request.key === undefined ? `${base}/` : `${base}/${keyPath(request.key)}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) target.searchParams.set(name, value);
  }
  return target.toString();
}

/** Sends a request, retrying 5xx/429/connection failures; answers the first non-retryable response. */
async function send(bucket: TS3Bucket, request: TRequest): Promise<Response> {
  const retries = bucket.retries ?? RETRIES;
  const retryBaseMs = bucket.retryBaseMs ?? RETRY_BASE_MS;
  const client = new AwsClient({
    ...bucket.credentials(),
    service: 's3',
    region: bucket.region,
    cache: bucket.signingKeys,
    retries: 0,
  });
  const target = requestUrl(bucket, request);
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      const signed = await client.sign(target, {
        method: request.method,
        headers: request.headers ?? {},
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      response = await fetch(signed);
    } catch (error) {
      failure = error;
    }
    if (response && !retryable(response)) return response;
    if (attempt >= retries) {
      if (response) {
        const text = request.method === 'HEAD' ? '' : await response.text().catch(() => '');
        throw errorFor(request.operation, response.status, text);
      }
      throw new S3UnavailableError(
        {
          status: 0,
          code: 'NetworkingError',
          message: failure instanceof Error ? failure.message : String(failure),
          operation: request.operation,
        },
        { cause: failure },
      );
    }
    await response?.body?.cancel().catch(() => undefined);
    await delay(Math.random() * retryBaseMs * 2 ** attempt);
  }
}

/** Sends and refuses any non-2xx answer with its typed error. */
async function ok(bucket: TS3Bucket, request: TRequest): Promise<Response> {
  const response = await send(bucket, request);
  if (response.ok) return response;
  const text = request.method === 'HEAD' ? '' : await response.text().catch(() => '');
  throw errorFor(request.operation, response.status, text);
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function described(response: Response): TS3Head {
  const length = Number(response.headers.get('content-length') ?? 0);
  return {
    contentLength: Number.isFinite(length) ? length : 0,
    contentType: response.headers.get('content-type') ?? undefined,
  };
}

/** The object's size and type; undefined when it does not exist. */
export async function headObject(bucket: TS3Bucket, key: string): Promise<TS3Head | undefined> {
  try {
    return described(await ok(bucket, { operation: 'HeadObject', method: 'HEAD', key }));
  } catch (error) {
    if (isS3NotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The object's bytes (or bytes `start`…`end` inclusive of a ranged read). S3NotFoundError when it does not exist;
 * with `maxBytes`, an object larger than that is refused with S3RequestError `EntityTooLarge` before its body is read.
 */
export async function getObject(
  bucket: TS3Bucket,
  key: string,
  read: { range?: { start: number; end: number }; maxBytes?: number } = {},
): Promise<TS3Object> {
  const response = await ok(bucket, {
    operation: 'GetObject',
    method: 'GET',
    key,
    ...(read.range ? { headers: { Range: `bytes=${read.range.start}-${read.range.end}` } } : {}),
  });
  const head = described(response);
  if (read.maxBytes !== undefined && head.contentLength > read.maxBytes) {
    await discard(response);
    throw new S3RequestError({
      status: 413,
      code: 'EntityTooLarge',
      message: `${head.contentLength} bytes is over ${read.maxBytes}`,
      operation: 'GetObject',
    });
  }
  const body = new Uint8Array(await response.arrayBuffer());
  return { ...head, contentLength: body.byteLength, body };
}

export async function putObject(
  bucket: TS3Bucket,
  key: string,
  body: Uint8Array | string,
  put: { contentType: string; tagging?: string },
): Promise<void> {
  await discard(
    await ok(bucket, {
      operation: 'PutObject',
      method: 'PUT',
      key,
      headers: { 'Content-Type': put.contentType, ...(put.tagging ? { 'x-amz-tagging': put.tagging } : {}) },
      body,
    }),
  );
}

/** Copies `sourceKey` (same bucket) to `key`, replacing its metadata with `contentType`. */
export async function copyObject(
  bucket: TS3Bucket,
  sourceKey: string,
  key: string,
  copy: { contentType: string },
): Promise<void> {
  const response = await ok(bucket, {
    operation: 'CopyObject',
    method: 'PUT',
    key,
    headers: {
      // Percent-encoded as the callers gave the SDK's CopySource (s3rver reads it with decodeURI).
      'x-amz-copy-source': `${bucket.bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
      'x-amz-metadata-directive': 'REPLACE',
      'Content-Type': copy.contentType,
    },
  });
  // A copy can fail after S3 has answered 200: the error is then the body.
  const text = await response.text();
  if (text.includes('<Error>')) throw errorFor('CopyObject', xmlValue(text, 'Code') === 'SlowDown' ? 503 : 500, text);
}

/** Deletes the object; deleting a key that does not exist succeeds, as in S3. */
export async function deleteObject(bucket: TS3Bucket, key: string): Promise<void> {
  await discard(await ok(bucket, { operation: 'DeleteObject', method: 'DELETE', key }));
}

/** Deletes up to 1000 keys in one call; refuses with the first key S3 could not delete. */
export async function deleteObjects(bucket: TS3Bucket, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  if (keys.length > S3_DELETE_BATCH) throw new Error(`DeleteObjects takes at most ${S3_DELETE_BATCH} keys`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Quiet>true</Quiet>${keys
    .map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`)
    .join('')}</Delete>`;
  const response = await ok(bucket, {
    operation: 'DeleteObjects',
    method: 'POST',
    query: { delete: '' },
    headers: {
      'Content-Type': 'application/xml',
      // S3 requires an integrity header on DeleteObjects.
      'Content-MD5': createHash('md5').update(xml).digest('base64'),
    },
    body: xml,
  });
  const text = await response.text();
  const failed = /<Error>([\s\S]*?)<\/Error>/.exec(text)?.[1];
  if (failed !== undefined) {
    throw new S3RequestError({
      status: 200,
      code: xmlValue(failed, 'Code') ?? 'DeleteFailed',
      message: `${xmlValue(failed, 'Key') ?? ''}: ${xmlValue(failed, 'Message') ?? ''}`,
      operation: 'DeleteObjects',
    });
  }
}

/** One page (≤ 1000 keys) of the keys under `prefix`, and the token of the next page if there is one. */
export async function listObjects(
  bucket: TS3Bucket,
  prefix: string,
  continuationToken?: string,
): Promise<{ keys: string[]; nextToken: string | undefined }> {
  const response = await ok(bucket, {
    operation: 'ListObjectsV2',
    method: 'GET',
    query: { 'list-type': '2', prefix, 'continuation-token': continuationToken },
  });
  const text = await response.text();
  const keys = xmlValues(text, 'Contents').flatMap((contents) => {
    const key = xmlValue(contents, 'Key');
    return key === undefined ? [] : [key];
  });
  const truncated = xmlValue(text, 'IsTruncated') === 'true';
  return { keys, nextToken: truncated ? xmlValue(text, 'NextContinuationToken') : undefined };
}

/** Succeeds when the bucket exists and the credentials may use it. */
export async function headBucket(bucket: TS3Bucket): Promise<void> {
  await discard(await ok(bucket, { operation: 'HeadBucket', method: 'HEAD' }));
}

/**
 * The uploads bucket's client, built on first use (the local stack sets the endpoint after modules load).
 * Credentials are read per request: Lambda's execution-role variables, locally s3rver's defaults.
 */
export const uploadsBucket = once(() =>
  s3Bucket({
    bucket: config.uploadsBucket,
    endpoint: config.s3Endpoint,
    region: config.region,
    credentials: signingCredentials,
  }),
);
