import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const S3_PROXY_PREFIX = '/_local/s3';

/**
 * Forwards `/_local/s3/<bucket>/<key>` to s3rver as `/<bucket>/<key>`, streaming both ways. It lets the
 * browser post presigned uploads to its own origin (S3_PUBLIC_ENDPOINT) with no CORS and no second port.
 * The presigned POST policy is signed over the form fields, not the URL, so rewriting the path keeps it valid.
 * Every answer gets `X-Content-Type-Options: nosniff` (s3rver, like S3, cannot send it): a downloaded file is only
 * ever what its Content-Type says, as on AWS where CloudFront's response headers policy adds it to `/files/*`. S3's
 * Content-Type and Content-Disposition (from the signed `response-content-*` parameters) pass through unchanged.
 */
export function proxyToS3(req: IncomingMessage, res: ServerResponse, s3Endpoint: string): void {
  const target = new URL(s3Endpoint);
  const path = (req.url ?? '/').slice(S3_PROXY_PREFIX.length) || '/';
  const upstream = request(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: path.startsWith('/') ? path : `/${path}`,
      headers: { ...req.headers, host: target.host },
    },
    (upstreamResponse) => {
      res.writeHead(upstreamResponse.statusCode ?? 502, { ...upstreamResponse.headers, 'x-content-type-options': 'nosniff' });
      upstreamResponse.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Bad Gateway' }));
  });
  req.pipe(upstream);
}
