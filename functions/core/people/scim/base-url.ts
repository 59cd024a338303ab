import { SCIM_BASE_PATH } from '@skillway/shared';
import { browserApiUrl } from '../../platform/http/browser-origin';

/**
 * The SCIM base URL an administrator gives the identity provider: `<origin>/v1/scim/v2` (on AWS the API's public
 * origin, CloudFront's, which routes /v1 to the gateway; locally the host the browser used).
 */
export function scimBaseUrl(): string {
  return `${browserApiUrl()}${SCIM_BASE_PATH}`;
}
