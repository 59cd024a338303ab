import { timingSafeEqual } from 'node:crypto';

/**
 * Headers only the edge (CloudFront on AWS, the local adapter standing in for it) may set on a request to the API.
 * API Gateway is reachable without CloudFront, and a viewer can send any header, so the API believes the viewer
 * address only when the request also carries the origin secret that CloudFront adds as an origin custom header
 * (infra/lib/stacks/web-stack.ts) and nobody else knows. Requests without it are refused outright (cameThroughEdge,
 * the fromEdge middleware): calling API Gateway directly would skip the WAF, its per-address limits and the
 * security headers.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The viewer's IP, set by the /v1 viewer-request function (`event.viewer.ip`), replacing any a viewer sent. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/** Whether `headers` carry one of the accepted origin secrets (secrets/origin-verify-secrets.ts), in constant time. */
export function cameThroughEdge(
  headers: Record<string, string | undefined> | undefined,
  secrets: readonly string[],
): boolean {
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  if (!given) return false;
  const a = Buffer.from(given);
  return secrets.some((secret) => {
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b);
  });
}
