import { createPrivateKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * CloudFront signed URLs with a canned policy (what `@aws-sdk/cloudfront-signer`'s `getSignedUrl` makes for a URL and
 * an expiry, in a dozen lines of node:crypto instead of a dependency): the policy
 * `{"Statement":[{"Resource":<url>,"Condition":{"DateLessThan":{"AWS:EpochTime":<expires>}}}]}` is signed with the
 * key group's RSA private key (RSA-SHA1, as CloudFront requires), base64 with `+=/` replaced by `-_~`, and the URL
 * gets `Expires`, `Key-Pair-Id` and `Signature` (in that order: the SDK's URL, checked once against
 * `@aws-sdk/cloudfront-signer` 3.x byte for byte). CloudFront checks the whole URL, query included, so the
 * `response-content-*` parameters the behaviour forwards to S3 cannot be changed.
 */

export interface TCloudFrontSigner {
  keyPairId: string;
  /** PEM (PKCS#1 or PKCS#8). */
  privateKey: string;
}

/** The canned policy CloudFront rebuilds from a signed URL to check its signature. */
export function cannedPolicy(url: string, expiresEpochSeconds: number): string {
  return JSON.stringify({
    Statement: [{ Resource: url, Condition: { DateLessThan: { 'AWS:EpochTime': expiresEpochSeconds } } }],
  });
}

/** CloudFront's URL-safe base64. */
function urlSafe(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
}

/** Back from CloudFront's URL-safe base64 to the bytes. */
function fromUrlSafe(value: string): Buffer {
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');
}

// The parsed key is kept per PEM: parsing costs more than signing, and a warm Lambda signs many links per request.
const parsedKeys = new Map<string, KeyObject>();

function parsedKey(pem: string): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) {
    // Secrets pasted into a console or an environment variable often carry literal "\n" for the line breaks.
    key = createPrivateKey(pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem);
    parsedKeys.set(pem, key);
  }
  return key;
}

/** `url` (no Expires/Signature/Key-Pair-Id yet) signed to work until `expiresEpochSeconds`. */
export function cloudFrontSignedUrl(url: string, expiresEpochSeconds: number, signer: TCloudFrontSigner): string {
  const signature = createSign('RSA-SHA1')
    .update(cannedPolicy(url, expiresEpochSeconds))
    .sign(parsedKey(signer.privateKey), 'base64');
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}Expires=${expiresEpochSeconds}&Key-Pair-Id=${encodeURIComponent(signer.keyPairId)}&Signature=${urlSafe(signature)}`;
}

/**
 * A custom policy: `resource` may end in `*` (every object under a path), valid until `expiresEpochSeconds`. This is
 * what signed cookies carry (CloudFront-Policy), so one signature opens every file of a package.
 */
export function customPolicy(resource: string, expiresEpochSeconds: number): string {
  return JSON.stringify({
    Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': expiresEpochSeconds } } }],
  });
}

/** The three cookie values CloudFront reads: `CloudFront-Policy`, `CloudFront-Signature`, `CloudFront-Key-Pair-Id`. */
export interface TCloudFrontCookieValues {
  'CloudFront-Policy': string;
  'CloudFront-Signature': string;
  'CloudFront-Key-Pair-Id': string;
}

/** Signed cookie values for `resource` (a URL, `*` allowed) until `expiresEpochSeconds`, with a custom policy. */
export function cloudFrontSignedCookies(
  resource: string,
  expiresEpochSeconds: number,
  signer: TCloudFrontSigner,
): TCloudFrontCookieValues {
  const policy = customPolicy(resource, expiresEpochSeconds);
  const signature = createSign('RSA-SHA1').update(policy).sign(parsedKey(signer.privateKey), 'base64');
  return {
    'CloudFront-Policy': urlSafe(Buffer.from(policy, 'utf8').toString('base64')),
    'CloudFront-Signature': urlSafe(signature),
    'CloudFront-Key-Pair-Id': signer.keyPairId,
  };
}

/** Whether `url` matches a policy resource: exact, or `*` standing for any run of characters (CloudFront's rule). */
function resourceMatches(resource: string, url: string): boolean {
  const pattern = resource
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(url);
}

/**
 * What CloudFront checks of signed cookies, for the local stack's `/content/*` (infra/local/content-files.ts): the
 * policy's signature under `publicKey`, the key pair id, the resource covering `url`, and the time. True when all hold.
 */
export function verifyCloudFrontCookies(
  cookies: Partial<TCloudFrontCookieValues>,
  url: string,
  key: { keyPairId: string; publicKey: string | KeyObject },
  nowEpochSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const encoded = cookies['CloudFront-Policy'];
  const signature = cookies['CloudFront-Signature'];
  if (!encoded || !signature || cookies['CloudFront-Key-Pair-Id'] !== key.keyPairId) return false;
  const policyText = fromUrlSafe(encoded).toString('utf8');
  if (!createVerify('RSA-SHA1').update(policyText).verify(key.publicKey, fromUrlSafe(signature))) return false;
  try {
    const policy = JSON.parse(policyText) as {
      Statement?: { Resource?: unknown; Condition?: { DateLessThan?: { 'AWS:EpochTime'?: unknown } } }[];
    };
    const statement = policy.Statement?.[0];
    const expires = statement?.Condition?.DateLessThan?.['AWS:EpochTime'];
    if (typeof statement?.Resource !== 'string' || typeof expires !== 'number') return false;
    return nowEpochSeconds < expires && resourceMatches(statement.Resource, url);
  } catch {
    return false;
  }
}
