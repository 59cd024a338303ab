/**
 * Headers only the edge (CloudFront on AWS, the local adapter standing in for it) may set on a request to the API.
 * API Gateway is reachable without CloudFront, and a viewer can send any header, so the API believes the viewer
 * address only when the request also carries the origin secret that CloudFront adds as an origin custom header
 * (infra/lib/stacks/web-stack.ts) and nobody else knows.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The viewer's IP, set by the /v1 viewer-request function (`event.viewer.ip`), replacing any a viewer sent. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
