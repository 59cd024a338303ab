import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER, cameThroughEdge } from '../../platform/http/edge-headers';
import { originVerifySecrets } from '../../platform/secrets/origin-verify-secrets';

/**
 * The network address of the person calling, for the per-address throttles. On AWS the API is reached through
 * CloudFront, so API Gateway's `sourceIp` is a CloudFront edge server shared by everyone near it; the /v1 viewer-request
 * function names the viewer in `x-viewer-address` (overwriting any such header the viewer sent). It is believed only
 * with CloudFront's secret origin header (edge-headers.ts): a caller going straight to API Gateway, or naming an
 * address of their choice, is counted under the address they really connect from. Locally the adapter plays
 * CloudFront's part with its own secret.
 */
export function callerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const secrets = originVerifySecrets();
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  if (secrets.length > 0 && viewer && viewer.length <= 64 && cameThroughEdge(event.headers, secrets)) return viewer;
  return event.requestContext.http.sourceIp;
}
