import { AwsClient } from 'aws4fetch';
import { bucketUrl } from './s3-signing';
import type { TS3Bucket } from './s3-bucket';
import { S3NotFoundError, S3RequestError, S3UnavailableError } from './s3-errors';

/**
 * One signed S3 REST request on aws4fetch (SigV4 header signing, service s3, `UNSIGNED-PAYLOAD`, the session token
 * from the Lambda environment), path-style under a custom endpoint (s3rver), the regional virtual-hosted bucket
 * endpoint on AWS. 5xx, 429 and connection failures are retried {@link RETRIES} times with jittered exponential
 * backoff (as aws4fetch's `AwsClient.fetch` retries, plus connection failures, which it does not); S3's XML error
 * answers become the typed errors of s3-errors.ts. The calls on the learner's path are sent this way
 * (s3-rest-objects.ts); docs/architecture.md, "Hand-written clients and why", has the measurements.
 */

/** Retries after the first attempt (the SDK's standard mode makes 3 attempts in all; aws4fetch's default is 10). */
const RETRIES = 3;
/** The first retry waits up to this long, each next one twice as long (full jitter, as aws4fetch). */
const RETRY_BASE_MS = 100;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity] ?? whole;
  });
}

/** The text of the first `<tag>…</tag>` of S3's flat error document, decoded. */
export function xmlValue(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match ? decodeXml(match[1] ?? '') : undefined;
}

/** A key as a URL path: each segment RFC 3986-encoded, the slashes kept (as the SDK addresses objects). */
function keyPath(key: string): string {
  return key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

export function errorFor(operation: string, status: number, body: string): S3RequestError {
  const code = xmlValue(body, 'Code') ?? (status === 404 ? 'NotFound' : `HTTP ${status}`);
  const message = xmlValue(body, 'Message') ?? (body.trim().slice(0, 200) || `status ${status}`);
  const input = { status, code, message, operation };
  if (status >= 500 || status === 429 || code === 'SlowDown') return new S3UnavailableError(input);
  if (status === 404 || code === 'NoSuchKey' || code === 'NoSuchBucket') return new S3NotFoundError(input);
  return new S3RequestError(input);
}

function retryable(response: Response): boolean {
  return response.status >= 500 || response.status === 429;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
}

interface TS3RestRequest {
  operation: string;
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  /** Object key; undefined for a bucket-level call. */
  key?: string;
  headers?: Record<string, string>;
}

/** Sends the request, retrying 5xx/429/connection failures; answers a 2xx response or throws its typed error. */
export async function sendS3Request(bucket: TS3Bucket, request: TS3RestRequest): Promise<Response> {
  const retries = bucket.retries ?? RETRIES;
  const retryBaseMs = bucket.retryBaseMs ?? RETRY_BASE_MS;
  const client = new AwsClient({
    ...bucket.credentials(),
    service: 's3',
    region: bucket.region,
    cache: bucket.signingKeys,
    retries: 0,
  });
  const base = bucketUrl(bucket.endpoint, bucket.bucket);
  const target = request.key === undefined ? `${base}/` : `${base}/${keyPath(request.key)}`;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await fetch(await client.sign(target, { method: request.method, headers: request.headers ?? {} }));
    } catch (error) {
      failure = error;
    }
    if (response?.ok) return response;
    if (response && (!retryable(response) || attempt >= retries)) {
      const text = request.method === 'HEAD' ? '' : await response.text().catch(() => '');
      throw errorFor(request.operation, response.status, text);
    }
    if (!response && attempt >= retries) {
      const message = failure instanceof Error ? failure.message : String(failure);
      throw new S3UnavailableError(
        { status: 0, code: 'NetworkingError', message, operation: request.operation },
        { cause: failure },
      );
    }
    await response?.body?.cancel().catch(() => undefined);
    await delay(Math.random() * retryBaseMs * 2 ** attempt);
  }
}
