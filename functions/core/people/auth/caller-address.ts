import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The network address of the person calling, for the per-address throttles. On AWS the API is reached through
 * CloudFront, so API Gateway's `sourceIp` is a CloudFront edge server shared by everyone near it; CloudFront names
 * the viewer in `CloudFront-Viewer-Address` (`<ip>:<port>`, IPv6 in its usual colon form), which the /v1 behaviour's
 * origin request policy (all viewer headers and CloudFront's viewer headers) passes on. Locally the adapter's
 * `sourceIp` is the socket's peer and there is no such header unless a client sends one, which the local stack
 * accepts so tests can stand for callers on different networks.
 */
export function callerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address']?.trim();
  if (viewer) {
    // Drop the port: the last colon-separated part.
    const at = viewer.lastIndexOf(':');
    const ip = at > 0 ? viewer.slice(0, at) : viewer;
    if (ip && ip.length <= 64) return ip;
  }
  return event.requestContext.http.sourceIp;
}
