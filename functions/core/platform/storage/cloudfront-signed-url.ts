import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';

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
