import { browserApiUrl } from '../../platform/http/browser-origin';

/** The LRS's path; the trailing slash is part of it (authoring tools append `statements` to the endpoint as given). */
const LRS_PATH = '/v1/xapi/';

/**
 * The endpoint an administrator gives authoring tools with a client's key and secret, made as the SCIM base URL is
 * (scim/base-url.ts): on AWS the API's public origin (CloudFront's, which routes /v1 to the gateway; APP_URL unless
 * API_URL says otherwise), locally the host the browser used.
 */
export function xapiClientEndpoint(): string {
  return `${browserApiUrl()}${LRS_PATH}`;
}
