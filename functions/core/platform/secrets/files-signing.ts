import * as z from 'zod/mini';
import { config } from '../config';
import { ENV } from '../definitions/environment';
import { loadRunTimeSecret } from './run-time-secret';

const secret = await loadRunTimeSecret('filesSigning');

export interface TFilesSigning {
  readonly origin: string;
  readonly keyPairId: string;
  readonly privateKey: string;
}

const ZFilesSigningSecret = z.object({ private_key: z.string().check(z.minLength(1)) });

let parsed: { text: string; privateKey: string } | undefined;

/** The private key: the secret's `private_key` on AWS, the PEM itself locally (FILES_PRIVATE_KEY). */
function privateKey(): string | undefined {
  const values = secret.values();
  if (!values) return undefined;
  if (!secret.fromSecretsManager) return values.current;
  if (parsed?.text !== values.current) {
    parsed = { text: values.current, privateKey: z.parse(ZFilesSigningSecret, JSON.parse(values.current)).private_key };
  }
  return parsed.privateKey;
}

function keyPair(): { keyPairId: string; privateKey: string } | undefined {
  const keyPairId = process.env[ENV.FILES_KEY_PAIR_ID];
  const key = privateKey();
  return keyPairId && key ? { keyPairId, privateKey: key } : undefined;
}

/**
 * CloudFront signed URLs for files (AWS, when the distribution serves them): the key pair id and private key, with
 * APP_URL as the files origin. Undefined when not configured, and always locally (the same-origin S3 proxy).
 */
export function filesCdn(): TFilesSigning | undefined {
  if (config.isLocal) return undefined;
  const pair = keyPair();
  return pair && { origin: config.appUrl, ...pair };
}

/**
 * The key pair that signs the content access cookies of e-learning packages (`/content/*`, CloudFront signed
 * cookies): on AWS the files key pair (the same trusted key group as `/c/*`), locally the pair the local stack
 * makes and checks itself (infra/local/content-files.ts). Undefined when not configured (packages cannot be opened).
 */
export function contentCdn(): TFilesSigning | undefined {
  const pair = keyPair();
  return pair && { origin: config.contentUrl, ...pair };
}
