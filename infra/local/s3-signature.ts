import { createHmac, timingSafeEqual } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';

/**
 * What S3 checks before it serves a presigned GET or stores a presigned POST or part (PUT), for the local store's
 * proxy (s3-proxy.ts, s3-part-upload.ts): s3rver checks no SigV4 signature at all, so without this anyone who can
 * reach the app's origin could read, list and write every company's files. Both answers name the S3 error code S3
 * itself would give.
 */

/** The secret of an access key id the product signs with, or undefined for a key it does not know. */
export type TSecretFor = (accessKeyId: string) => string | undefined;

export type TVerdict<T> = ({ ok: true } & T) | { ok: false; status: number; code: string; message: string };

const denied = (message: string, code = 'AccessDenied', status = 403) =>
  ({ ok: false, status, code, message }) as const;

/** S3 refuses presigned URLs valid for longer than seven days. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
/** A request signed this far in the future is refused (S3 allows the same 15 minutes of clock skew). */
const MAX_SKEW_MS = 15 * 60 * 1000;

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `20261205T153000Z` → epoch milliseconds, or NaN. */
function amzDate(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** `AKID/20261205/eu-west-2/s3/aws4_request` → its parts, or undefined. */
function parseCredential(value: string) {
  const parts = value.split('/');
  if (parts.length !== 5 || parts[3] !== 's3' || parts[4] !== 'aws4_request') return undefined;
  const [accessKeyId, day, region] = parts as [string, string, string];
  if (!accessKeyId || !/^\d{8}$/.test(day) || !region) return undefined;
  return { accessKeyId, day, region };
}

/**
 * The headers a presigned request may sign, by method. A GET or HEAD signs `host` only (a browser's link sends no
 * other). A PUT is a multipart upload's part (s3-part-upload.ts): the presigner signs the pinned Content-Length
 * (UploadPartCommand's ContentLength) beside `host`, and the part is refused unless it is signed, so no part is
 * stored at a length the server did not plan.
 */
const SIGNED_HEADERS: Record<string, string> = { GET: 'host', HEAD: 'host', PUT: 'content-length;host' };

/**
 * A presigned GET, HEAD or PUT (SigV4 query signing): the signature recomputed over the URL the browser asked for, on
 * the host it asked and with the values of the signed headers it sent, must match, and `now` must lie within
 * X-Amz-Date + X-Amz-Expires.
 */
export async function verifyPresignedUrl(input: {
  method: string;
  /** The full URL as the browser addressed it (its Host, the proxy's public path and the query). */
  url: URL;
  /** The request's headers: the values of the signed ones beyond host (a PUT's Content-Length). */
  headers?: Readonly<Record<string, string | string[] | undefined>>;
  now: Date;
  secretFor: TSecretFor;
}): Promise<TVerdict<object>> {
  const query = input.url.searchParams;
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
    return denied('Only presigned requests (AWS4-HMAC-SHA256 in the query) are served.');
  const credential = parseCredential(query.get('X-Amz-Credential') ?? '');
  const signature = query.get('X-Amz-Signature') ?? '';
  const date = query.get('X-Amz-Date') ?? '';
  const signedAt = amzDate(date);
  const expires = Number(query.get('X-Amz-Expires'));
  if (!credential || !signature || !Number.isFinite(signedAt) || date.slice(0, 8) !== credential.day)
    return denied('The presigned URL is incomplete.', 'AuthorizationQueryParametersError', 400);
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS)
    return denied('X-Amz-Expires must be between 1 second and 7 days.', 'AuthorizationQueryParametersError', 400);
  const method = input.method.toUpperCase();
  const signedHeaders = SIGNED_HEADERS[method];
  if (!signedHeaders) return denied('Only GET, HEAD and PUT are presigned.');
  if (query.get('X-Amz-SignedHeaders') !== signedHeaders)
    return denied(
      method === 'PUT' ? 'A part must be signed with its Content-Length.' : 'Only the host header may be signed.',
    );
  // S3's presigner signs no payload; a signed payload hash would need the body before the check.
  if ((query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD') !== 'UNSIGNED-PAYLOAD')
    return denied('Only UNSIGNED-PAYLOAD presigned requests are served.');
  const secret = input.secretFor(credential.accessKeyId);
  if (secret === undefined) return denied('The access key is not known.', 'InvalidAccessKeyId');
  const now = input.now.getTime();
  if (signedAt - now > MAX_SKEW_MS) return denied('The request is signed in the future.');
  if (now > signedAt + expires * 1000) return denied('Request has expired');

  const unsigned = new URL(input.url);
  unsigned.searchParams.delete('X-Amz-Signature');
  // The signed headers' values as sent (a header signed but not sent is signed as empty, as S3 reads it).
  const headers = Object.fromEntries(
    signedHeaders
      .split(';')
      .filter((name) => name !== 'host')
      .map((name) => [name, String(input.headers?.[name] ?? '')]),
  );
  const signatureFor = (signedMethod: string) =>
    new AwsV4Signer({
      method: signedMethod,
      url: unsigned.toString(),
      headers,
      // aws4fetch leaves Content-Length out of what it signs unless told to sign every header given.
      allHeaders: true,
      accessKeyId: credential.accessKeyId,
      secretAccessKey: secret,
      service: 's3',
      region: credential.region,
      datetime: date,
      signQuery: true,
    }).signature();
  if (sameHex(signature, await signatureFor(method))) return { ok: true };
  // A HEAD is allowed on a GET's signature, as browsers and S3 clients probe with it.
  if (method === 'HEAD' && sameHex(signature, await signatureFor('GET'))) return { ok: true };
  return denied(
    'The request signature we calculated does not match the signature you provided.',
    'SignatureDoesNotMatch',
  );
}

/** What a verified POST may store: the exact key, its type, and the size range the policy allows. */
export interface TPostGrant {
  key: string;
  contentType: string | undefined;
  minBytes: number;
  maxBytes: number;
}

/** Form fields S3 does not require a policy condition for. */
const UNCONDITIONED = new Set(['x-amz-signature', 'file', 'policy']);

type TCondition = Record<string, unknown> | unknown[];

/**
 * A presigned POST (S3's browser-based upload with a SigV4-signed policy): the policy must be signed with a known
 * key, be unexpired, hold for every condition (exact fields, prefixes, the bucket in the URL) and name a condition
 * for every form field, as S3 requires. The size is checked by the caller as the file streams (content-length-range).
 * Field names are compared without case, as S3 does.
 */
export function verifyPostPolicy(input: {
  bucket: string;
  fields: Record<string, string>;
  now: Date;
  secretFor: TSecretFor;
}): TVerdict<TPostGrant> {
  const fields = new Map(Object.entries(input.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const policyBase64 = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  if (!policyBase64 || !signature)
    return denied('A policy and its signature are required.', 'InvalidPolicyDocument', 400);
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    return denied('The policy must be signed with AWS4-HMAC-SHA256.', 'InvalidPolicyDocument', 400);
  const credential = parseCredential(fields.get('x-amz-credential') ?? '');
  if (!credential) return denied('X-Amz-Credential is not a valid credential.', 'InvalidPolicyDocument', 400);
  const secret = input.secretFor(credential.accessKeyId);
  if (secret === undefined) return denied('The access key is not known.', 'InvalidAccessKeyId');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, credential.day), credential.region), 's3'), 'aws4_request');
  if (!sameHex(signature, hmac(signingKey, policyBase64).toString('hex')))
    return denied('The policy signature does not match.', 'SignatureDoesNotMatch');

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return denied('The policy is not JSON.', 'InvalidPolicyDocument', 400);
  }
  const expiration = Date.parse(String(policy.expiration));
  if (!Number.isFinite(expiration)) return denied('The policy has no expiration.', 'InvalidPolicyDocument', 400);
  if (input.now.getTime() > expiration) return denied('Invalid according to Policy: Policy expired.');
  if (!Array.isArray(policy.conditions)) return denied('The policy has no conditions.', 'InvalidPolicyDocument', 400);

  const valueOf = (name: string) => (name === 'bucket' ? input.bucket : fields.get(name));
  const covered = new Set<string>();
  let minBytes = 0;
  let maxBytes = Number.POSITIVE_INFINITY;
  for (const condition of policy.conditions as TCondition[]) {
    if (Array.isArray(condition)) {
      const [operator, subject, operand] = condition as [unknown, unknown, unknown];
      const op = String(operator).toLowerCase();
      if (op === 'content-length-range') {
        minBytes = Math.max(minBytes, Number(subject));
        maxBytes = Math.min(maxBytes, Number(operand));
        continue;
      }
      const name = String(subject).replace(/^\$/, '').toLowerCase();
      const value = valueOf(name) ?? '';
      covered.add(name);
      if (op === 'eq' && value === String(operand)) continue;
      if (op === 'starts-with' && value.startsWith(String(operand))) continue;
      return denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
    }
    if (condition && typeof condition === 'object') {
      for (const [rawName, expected] of Object.entries(condition)) {
        const name = rawName.toLowerCase();
        covered.add(name);
        if (valueOf(name) !== String(expected))
          return denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
      }
      continue;
    }
    return denied('A policy condition is neither an object nor a list.', 'InvalidPolicyDocument', 400);
  }
  for (const name of fields.keys()) {
    if (UNCONDITIONED.has(name) || name.startsWith('x-ignore-') || covered.has(name)) continue;
    return denied(`Invalid according to Policy: Extra input fields: ${name}`);
  }
  const key = fields.get('key');
  if (!key || !covered.has('key')) return denied('The policy must name the key.', 'InvalidPolicyDocument', 400);
  if (!Number.isFinite(maxBytes) || !(minBytes <= maxBytes))
    return denied('The policy must bound the size (content-length-range).', 'InvalidPolicyDocument', 400);
  return { ok: true, key, contentType: fields.get('content-type'), minBytes, maxBytes };
}
