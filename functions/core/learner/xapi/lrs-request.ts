import { XAPI_HEADER, XAPI_PROTOCOL_MSG, type TXapiVersion } from '@skillway/shared';
import { config } from '../../platform/config';
import { localOriginFrom } from '../../platform/http/browser-origin';
import { AppError, isAppError } from '../../platform/http/app-error';
import { requestLogger } from '../../platform/http/logger';
import { answerableError } from '../../platform/http/answerable-error';
import { errorResponse, rawResponse, type RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import { isAlternateRequest, unwrapAlternate, type TAlternateRequest } from './lrs-alternate';
import { authenticateLrs, type TLrsPrincipal } from './lrs-auth';
import type { TLrsContext } from './lrs-context';
import { corsHeaders, preflightHeaders } from './lrs-cors';
import { LRS_HEADERS } from './lrs-response';
import { checkParams, lrsRoute, type TLrsRoute } from './lrs-params';
import { answerVersion, negotiateVersion } from './lrs-version';
import { ALTERNATE_TARGETS } from './lrs-alternate-targets';

/**
 * The LRS's edge, which every resource's handler runs through (runLrs; runPublicLrs for `about`): the alternate
 * request syntax unwrapped, the Basic credentials (lrs-auth.ts), the negotiated X-Experience-API-Version, the
 * resource's parameters checked against the raw query, and on every answer, errors included, the version header,
 * CORS, X-Experience-API-Consistent-Through on the statements resource, and no body for HEAD. Handlers only answer.
 */

export type { TLrsContext } from './lrs-context';

function header(event: TApiEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

/**
 * An error's answer with the LRS's headers: a refusal as the API answers it, and an unexpected error too (logged, as
 * the API's error middleware would, and answered 503 or 500), so a browser client still reads it through CORS.
 */
function lrsError(thrown: unknown, requestId: string): RawResponse {
  const error = isAppError(thrown) ? thrown : answerableError(thrown, requestLogger({ request_id: requestId }));
  const response = errorResponse(error, requestId);
  const headers: Record<string, string | number | boolean> = { ...response.headers, ...LRS_HEADERS };
  if (isAppError(error) && error.code === 'UNAUTHENTICATED') headers['www-authenticate'] = 'Basic realm="Skillway LRS"';
  return rawResponse({ ...response, headers });
}

interface TAnswerFacts {
  version: TXapiVersion;
  route: TLrsRoute | undefined;
  head: boolean;
}

/**
 * What every LRS answer carries whoever built it: the version spoken, CORS, and on the statements resource the time
 * through which reads are complete (every answer, errors too: clients poll with it). Reads are strongly consistent,
 * so that time is now. HEAD answers as GET would, without the body.
 */
function finish(response: RawResponse, facts: TAnswerFacts): RawResponse {
  const { body, isBase64Encoded, ...result } = response.result;
  const headers: Record<string, string | number | boolean> = {
    ...result.headers,
    ...corsHeaders(),
    [XAPI_HEADER.VERSION]: facts.version,
  };
  if (facts.route?.resource === 'statements' && headers[XAPI_HEADER.CONSISTENT_THROUGH] === undefined)
    headers[XAPI_HEADER.CONSISTENT_THROUGH] = new Date().toISOString();
  if (facts.head) return rawResponse({ ...result, headers });
  return rawResponse({
    ...result,
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(isBase64Encoded !== undefined ? { isBase64Encoded } : {}),
  });
}

/** The CORS preflight: answered before anything else, credentials never asked for (a browser sends none). */
function preflight(): RawResponse {
  return rawResponse({ statusCode: 204, headers: { ...LRS_HEADERS, ...preflightHeaders() } });
}

function versionRequired(): AppError {
  return new AppError('BAD_REQUEST', XAPI_PROTOCOL_MSG.VERSION_REQUIRED, {
    [XAPI_HEADER.VERSION]: [XAPI_PROTOCOL_MSG.VERSION_REQUIRED],
  });
}

/**
 * An alternate-syntax request runs what its intended method does on the resource. The targets are imported
 * statically: a dynamic import() makes esbuild wrap its target's whole graph for lazy evaluation, which turns off
 * tree-shaking there, and every LRS function then carried the whole operations manifest (issue 36: 919 → 600 KB).
 */
async function runAlternate(
  route: TLrsRoute | undefined,
  alternate: TAlternateRequest,
  context: TLrsContext,
): Promise<RawResponse> {
  const target = route && ALTERNATE_TARGETS[`${alternate.method} ${route.resource}`];
  if (!target)
    throw new AppError('BAD_REQUEST', XAPI_PROTOCOL_MSG.METHOD_NOT_ALLOWED, {
      method: [XAPI_PROTOCOL_MSG.METHOD_NOT_ALLOWED],
    });
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(alternate.event.queryStringParameters ?? {}))
    if (value !== undefined) query[name] = value;
  return target(context, alternate.event, query);
}

/**
 * Runs one LRS call with credentials: the CORS preflight answered at once; an alternate-syntax POST unwrapped; the
 * credentials read (401/403 before anything else); the version negotiated (400 without one the LRS speaks; the
 * alternate syntax is 1.0.x's only); the resource's parameters checked (400 naming one it does not take); then `fn`,
 * or for the alternate syntax the intended method's handler. Expected refusals (AppError) answer with the same
 * headers as successes; anything else stays a 500.
 */
export async function runLrs(
  event: TApiEvent,
  requestId: string,
  fn: (context: TLrsContext) => Promise<RawResponse>,
): Promise<RawResponse> {
  const route = lrsRoute(event);
  const method = (event.requestContext?.http?.method ?? '').toUpperCase();
  let negotiated = negotiateVersion(header(event, XAPI_HEADER.VERSION));
  let principal: TLrsPrincipal | undefined;
  let response: RawResponse;
  try {
    if (method === 'OPTIONS') {
      response = preflight();
    } else {
      const alternate = isAlternateRequest(event) ? unwrapAlternate(event) : undefined;
      const request = alternate?.event ?? event;
      if (alternate) negotiated = negotiateVersion(header(request, XAPI_HEADER.VERSION));
      // Credentials first: a caller without them learns nothing else about the request.
      principal = await authenticateLrs(request);
      if (!negotiated) throw versionRequired();
      if (alternate && negotiated !== '1.0.3')
        throw new AppError('BAD_REQUEST', XAPI_PROTOCOL_MSG.ALTERNATE_NOT_IN_2_0, {
          method: [XAPI_PROTOCOL_MSG.ALTERNATE_NOT_IN_2_0],
        });
      if (route) checkParams(route.resource, alternate?.method ?? method, request.queryStringParameters);
      const { defaultVersion: _default, ...rest } = principal;
      const context = { ...rest, version: negotiated } as TLrsContext;
      response = alternate ? await runAlternate(route, alternate, context) : await fn(context);
    }
  } catch (error) {
    response = lrsError(error, requestId);
  }
  return finish(response, {
    version: answerVersion(negotiated, principal?.defaultVersion),
    route,
    head: method === 'HEAD',
  });
}

/**
 * Runs an LRS call that needs no credentials and no version header (`about`): the preflight, the parameters, and
 * the answer's headers as runLrs gives them; `fn` gets the version the answer names.
 */
export async function runPublicLrs(
  event: TApiEvent,
  requestId: string,
  fn: (version: TXapiVersion) => Promise<RawResponse>,
): Promise<RawResponse> {
  const route = lrsRoute(event);
  const method = (event.requestContext?.http?.method ?? '').toUpperCase();
  const version = answerVersion(negotiateVersion(header(event, XAPI_HEADER.VERSION)));
  let response: RawResponse;
  try {
    if (method === 'OPTIONS') response = preflight();
    else {
      if (route) checkParams(route.resource, method, event.queryStringParameters);
      response = await fn(version);
    }
  } catch (error) {
    response = lrsError(error, requestId);
  }
  return finish(response, { version, route, head: method === 'HEAD' });
}

/**
 * The origin the content was launched from, for the endpoint, fetch URL and actor homePage: locally the host the
 * browser used (browser-origin.ts), on AWS APP_URL (CloudFront serves the app, the content and /v1 on one origin).
 */
export function launchOrigin(event: TApiEvent): string {
  return localOriginFrom(event.headers) ?? config.appUrl;
}
