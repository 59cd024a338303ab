import type { IncomingMessage } from 'node:http';
import { LRS_PATH_PREFIX } from '@skillway/shared';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { THttpResponse } from './lambda-response';
import { acceptedEncodings, isCompressible } from './static-site';

/** CloudFront compresses objects of 1,000 bytes to 10,000,000 bytes, no smaller or larger. */
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

/**
 * Whether the app distribution compresses a /v1 path's answers: all but the LRS's, whose behaviour keeps CloudFront's
 * CachingDisabled policy (a document's ETag must stay its bytes' own). The content distribution compresses none.
 */
export function appEdgeCompresses(pathname: string): boolean {
  return !pathname.startsWith(LRS_PATH_PREFIX);
}

/**
 * What CloudFront does to an API answer on the app distribution (infra/lib/stacks/web-stack.ts, the `ApiAnswers`
 * cache policy with compression on): a JSON or text answer the origin sent plain goes to a browser that accepts it
 * brotli- or gzip-encoded, brotli first, and a strong `ETag` becomes weak, as its bytes are no longer the origin's.
 * Answers that are already encoded, of another type, or outside CloudFront's size range go as they are.
 */
export function compressAtEdge(req: IncomingMessage, response: THttpResponse): THttpResponse {
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const size = response.body.length;
  if (headers['content-encoding'] || size < MIN_BYTES || size > MAX_BYTES) return response;
  if (!isCompressible(headers['content-type'] ?? '')) return response;
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (!encoding) return response;
  // A middling brotli quality, as an edge compressing on the fly would use (the SPA's files are precompressed at 11).
  const body =
    encoding === 'br'
      ? brotliCompressSync(response.body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
        })
      : gzipSync(response.body, { level: 6 });
  const etag = headers.etag;
  return {
    ...response,
    headers: {
      ...headers,
      'content-encoding': encoding,
      vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding',
      ...(etag && !etag.startsWith('W/') ? { etag: `W/${etag}` } : {}),
    },
    body,
  };
}
