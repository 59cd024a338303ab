import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@skillway/functions/core/platform/http/edge-headers';
import { PACKAGE_CONTENT_PATH } from '@skillway/shared';
import { LAUNCH_PAGE_PATH_PREFIX } from './security-headers';
/**
 * CloudFront Functions (cloudfront-js-2.0, viewer request). Kept as plain strings with no dependencies: they run
 * at every edge request, so they must stay tiny.
 */

/**
 * Paths the app's origin never serves: the SCORM launch page (`/launch/`, built into the same bucket as the SPA) and
 * e-learning package content (`/content/`) belong to the content origin only (CONTENT_URL, web/content-distribution.ts),
 * so that no package's script and no launch page runs on the origin that holds the user's session.
 */
const CONTENT_ORIGIN_ONLY_PREFIXES = [LAUNCH_PAGE_PATH_PREFIX, PACKAGE_CONTENT_PATH] as const;

/**
 * The app distribution's default (S3) behaviour. A path under CONTENT_ORIGIN_ONLY_PREFIXES is 404, checked on the
 * percent-decoded path because S3 decodes the key (`/%6caunch/…` is the object `launch/…`). Otherwise the SPA
 * fallback: a path without a file extension is an app route, served index.html. (A distribution-wide 403/404 error
 * page would also rewrite the API's own 404 JSON into HTML.)
 */
export const SPA_FALLBACK_FUNCTION = `
function handler(event) {
  var request = event.request;
  var path = request.uri;
  try {
    path = decodeURIComponent(path);
  } catch (e) {}
  if (${CONTENT_ORIGIN_ONLY_PREFIXES.map((prefix) => `path.indexOf('${prefix}') === 0`).join(' || ')}) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`.trim();

/**
 * The content distribution's default behaviour: anything but its own paths (package files, the launch page, the LRS
 * and the SCORM commits) is 404 at the edge, without asking an origin.
 */
export const NOT_FOUND_FUNCTION = `
function handler(event) {
  return { statusCode: 404, statusDescription: 'Not Found' };
}
`.trim();

/**
 * API routes are registered without a trailing slash (API Gateway's rule), while the spec's clients call some
 * with one (`/v1/groups/`): strip it so both spellings reach the same route.
 */
export const API_PATH_FUNCTION = `
function handler(event) {
  var request = event.request;
  if (request.uri.length > 1 && request.uri.charAt(request.uri.length - 1) === '/') {
    request.uri = request.uri.substring(0, request.uri.length - 1);
  }
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  delete request.headers['${ORIGIN_VERIFY_HEADER}'];
  return request;
}
`.trim();
