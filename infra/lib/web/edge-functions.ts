import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@skillway/functions/core/platform/http/edge-headers';
/**
 * CloudFront Functions (cloudfront-js-2.0, viewer request). Kept as plain strings with no dependencies: they run
 * at every edge request, so they must stay tiny.
 */

/**
 * SPA fallback for the S3 behaviour only: a path without a file extension is an app route, served index.html.
 * (A distribution-wide 403/404 error page would also rewrite the API's own 404 JSON into HTML.)
 */
export const SPA_FALLBACK_FUNCTION = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
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
