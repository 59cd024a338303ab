import { formatUrl } from '@aws-sdk/core/util';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { HttpRequest } from '@smithy/core/protocols';
import { Hash } from '@smithy/core/serde';
import { EXPORT_URL_TTL_SECONDS } from '@skillway/shared';
import { filesCdn, type TFilesSigning } from '../secrets/files-signing';
import { once } from '../clients/client-options';
import { config } from '../config';
import { browserS3Endpoint } from '../http/browser-origin';
import { safeFileName } from '../uploads/upload-keys';
import { cloudFrontSignedUrl } from './cloudfront-signed-url';
import { bucketUrl, signingCredentials } from './s3-signing';

/**
 * Presigned S3 GET links, signed by the AWS SDK's own presigner (`S3RequestPresigner`) without the S3Client:
 * `getSignedUrl(S3Client, GetObjectCommand)` took the learner's link-giving functions (the certificate, the course,
 * My Courses' playlists) to 613–630 KB and 1.63–1.83× a bare handler's cold init, over the 600 KB and 1.5× budgets;
 * the presigner alone costs 0–6 KB (docs/architecture.md, "Hand-written clients and why"). Ours is only the request
 * the S3Client would build for GetObject (the unit test compares the URLs with getSignedUrl's): path-style on a
 * custom endpoint (s3rver, the local same-origin proxy), `<bucket>.s3.<region>.amazonaws.com` on AWS.
 *
 * On AWS with the files behaviour configured (secrets/files-signing.ts: FILES_KEY_PAIR_ID and the files signing secret), links are
 * CloudFront signed URLs on the app's own origin instead: `<APP_URL>/<key>` (every key starts with `c/`, the
 * distribution's `/c/*` behaviour, see infra/lib/stacks/web-stack.ts), so the answer carries the security response
 * headers (X-Content-Type-Options: nosniff among them), which S3 cannot send on a presigned GET.
 */

/** How long a presigned download or stream URL works; responses are re-read when the screens refresh. */
const FILE_URL_TTL_SECONDS = 15 * 60;

interface TPresignGet {
  /** Origin to sign for; undefined on AWS (the regional bucket endpoint). */
  endpoint: string | undefined;
  key: string;
  expiresIn: number;
  contentDisposition?: string;
  contentType?: string;
}

const presigner = once(
  () =>
    new S3RequestPresigner({
      credentials: async () => signingCredentials(),
      region: config.region,
      sha256: Hash.bind(null, 'sha256'),
    }),
);

/** A presigned GET of `key` in the uploads bucket, valid `expiresIn` seconds from now. */
async function presignGet(input: TPresignGet): Promise<string> {
  const url = new URL(
    `${bucketUrl(input.endpoint, config.uploadsBucket)}/${input.key.split('/').map(encodeURIComponent).join('/')}`,
  );
  // The query the S3Client's GetObject carries: the response overrides, response checksums (its default
  // `responseChecksumValidation: WHEN_SUPPORTED`) and the operation id.
  const query: Record<string, string> = {
    ...(input.contentDisposition ? { 'response-content-disposition': input.contentDisposition } : {}),
    ...(input.contentType ? { 'response-content-type': input.contentType } : {}),
    'x-id': 'GetObject',
  };
  const request = new HttpRequest({
    method: 'GET',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query,
    headers: { host: url.host, 'x-amz-checksum-mode': 'ENABLED' },
  });
  return formatUrl(await presigner().presign(request, { expiresIn: input.expiresIn }));
}

/**
 * The same GET as a CloudFront signed URL on the app's origin. The `response-content-*` parameters are part of the
 * signed URL; the behaviour's cache policy forwards exactly those two to S3 (and keys its cache on them), and the
 * origin access control signs the request to S3, which is what lets S3 apply them.
 */
function cloudFrontGet(input: TPresignGet, cdn: TFilesSigning): string {
  const query = [
    ...(input.contentDisposition
      ? [`response-content-disposition=${encodeURIComponent(input.contentDisposition)}`]
      : []),
    ...(input.contentType ? [`response-content-type=${encodeURIComponent(input.contentType)}`] : []),
  ];
  const path = input.key.split('/').map(encodeURIComponent).join('/');
  const url = `${cdn.origin}/${path}${query.length ? `?${query.join('&')}` : ''}`;
  return cloudFrontSignedUrl(url, Math.floor(Date.now() / 1000) + input.expiresIn, cdn);
}

/** A download link: a CloudFront signed URL when the distribution serves files, else an S3 presigned GET. */
async function signedGet(input: TPresignGet): Promise<string> {
  const cdn = filesCdn();
  return cdn ? cloudFrontGet(input, cdn) : presignGet(input);
}

/** Types a browser may show inline; anything else is downloaded (never rendered from our bucket's origin). */
const INLINE_TYPES = new Set([
  'application/pdf',
  'video/mp4',
  'image/png',
  'image/jpeg',
  'application/vnd.apple.mpegurl',
]);

/** A lone UTF-16 surrogate, which encodeURIComponent refuses (URIError). */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * RFC 5987's attr-chars: encodeURIComponent leaves `'()*!` as they are, which the extended value must encode. A name
 * holding a lone surrogate (text stored before the fields refused it) has it replaced by U+FFFD rather than failing
 * the download.
 */
function extendedValue(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATES, '\uFFFD')).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` named `name` (RFC 6266): `filename*=UTF-8''…` carries the name as it is (accents and all), and a plain
 * `filename="…"` (ASCII, no quotes or backslashes) is there for the odd client that reads only that.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extendedValue(name)}`;
}

/**
 * A short-lived presigned GET of a stored file, for a browser: on AWS the app's CloudFront `/c/*` behaviour when
 * configured, else the regional bucket endpoint; locally the same-origin proxy on the host the browser used (browser-origin.ts), so it works from another machine too.
 */
export async function presignedFileUrl(
  key: string,
  file: { name?: string; mimeType?: string; download?: { name: string } } = {},
  expiresIn = FILE_URL_TTL_SECONDS,
): Promise<string> {
  const disposition = file.mimeType && INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  const name = file.name ? safeFileName(file.name) : undefined;
  // `download`: saved under a name that says what it is (a certificate), never shown inline.
  const contentDisposition = file.download
    ? attachmentDisposition(file.download.name)
    : name
      ? `${disposition}; filename="${name}"`
      : disposition;
  return signedGet({
    endpoint: browserS3Endpoint(),
    key,
    expiresIn,
    contentDisposition,
    ...(file.mimeType ? { contentType: file.mimeType } : {}),
  });
}

export interface TStoredExport {
  key: string;
  url: string;
  fileName: string;
  expiresIn: number;
}

/**
 * A short-lived presigned GET that downloads a stored file (an export, a report) as an attachment; signed for the
 * browser: locally the same-origin proxy on the host the browser used, on AWS the app's CloudFront `/c/*` behaviour
 * when configured, else the regional bucket endpoint.
 */
export async function signDownload(key: string, fileName: string, contentType: string): Promise<TStoredExport> {
  const url = await signedGet({
    endpoint: browserS3Endpoint(),
    key,
    expiresIn: EXPORT_URL_TTL_SECONDS,
    contentType,
    contentDisposition: `attachment; filename="${fileName}"`,
  });
  return { key, url, fileName, expiresIn: EXPORT_URL_TTL_SECONDS };
}
