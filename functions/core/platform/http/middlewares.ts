import type { MiddlewareObj } from '@middy/core';
import type { TOperation } from '@skillway/shared';
import { reusesCompanyState } from '../auth/company-state-cache';
import { loadPrincipalRecords } from '../auth/load-principal';
import { readTokenClaims } from '../auth/token-claims';
import { assertNotSuspended, assertRoleAllowed } from './access';
import { AppError, isAppError } from './app-error';
import { originVerifySecrets } from '../secrets/origin-verify-secrets';
import { cameThroughEdge } from './edge-headers';
import { requestLogger } from './logger';
import { answerableError } from './answerable-error';
import { resolvePrincipal } from './principal';
import { readBody, readParams, readQuery } from './read-request';
import { resolveRequestId } from './request-id';
import { errorResponse, withRequestId } from './responses';
import type { TApiContext, TApiEvent, TApiResult, TRequestState } from './types';
import { parsePart } from './validate';

type TMiddleware = MiddlewareObj<TApiEvent, TApiResult, Error, TApiContext>;

function state(context: TApiContext): TRequestState {
  if (!context.skillway) throw new Error('request state missing: requestScope must run first');
  return context.skillway;
}

/**
 * First in, last out: the request id and the request's logger; the x-request-id header on every response;
 * errors mapped to their status through the one code table (5xx logged with the cause, answered without it; a
 * dependency's fault after the SDK's retries is a 503 with Retry-After, see service-faults.ts);
 * one access log line per request.
 */
export function requestScope(operation: TOperation): TMiddleware {
  return {
    before: (request) => {
      const requestId = resolveRequestId(request.event);
      request.context.skillway = {
        requestId,
        startedAt: Date.now(),
        log: requestLogger({ request_id: requestId, operation: operation.id }),
      };
    },
    after: (request) => {
      const { requestId, log, startedAt } = state(request.context);
      if (request.response) request.response = withRequestId(request.response, requestId);
      log.info('request', {
        status: request.response?.statusCode,
        ms: Date.now() - startedAt,
        user_id: request.context.skillway?.auth?.userId,
      });
    },
    onError: (request) => {
      const scope = request.context.skillway;
      const requestId = scope?.requestId ?? resolveRequestId(request.event);
      const thrown = request.error;
      const response = errorResponse(answerableError(thrown, scope?.log), requestId);
      // An expected refusal is a request like any other in the log (the unexpected ones were logged as errors).
      if (isAppError(thrown) && response.statusCode !== 500) {
        scope?.log.info('request', {
          status: response.statusCode,
          code: thrown.code,
          ms: scope ? Date.now() - scope.startedAt : undefined,
        });
      }
      request.response = response;
    },
  };
}

/**
 * Only requests that came through the edge: with ORIGIN_VERIFY_SECRET configured (always on AWS; the local adapter
 * adds its own), a request without CloudFront's secret origin header went straight to API Gateway's execute-api
 * endpoint, past the WAF, its per-address limits and the security headers, and is refused (403) before anything
 * else runs. The endpoint itself stays on: it is CloudFront's origin (infra/lib/stacks/web-stack.ts).
 */
export function fromEdge(): TMiddleware {
  return {
    before: (request) => {
      const secrets = originVerifySecrets();
      if (secrets.length > 0 && !cameThroughEdge(request.event.headers, secrets)) {
        state(request.context).log.warn('request without the origin header refused');
        throw new AppError('FORBIDDEN');
      }
    },
  };
}

/**
 * Non-public rows: claims must be present (the authorizer verified them) and name a live user whose token is
 * neither revoked nor older than their cut-off. Role comes from the user record, company from the token. The user
 * is read on every request; the company record may be a recent read of this warm function on the few rows that
 * allow it (company-state-cache.ts).
 */
export function authenticate(operation: TOperation): TMiddleware {
  return {
    before: async (request) => {
      if (operation.access === 'public') return;
      const claims = readTokenClaims(request.event.requestContext?.authorizer?.jwt?.claims);
      if (!claims) throw new AppError('UNAUTHENTICATED');
      const records = await loadPrincipalRecords(claims, { reuseCompanyState: reusesCompanyState(operation) });
      state(request.context).auth = resolvePrincipal(claims, records);
    },
  };
}

/** The row's roles (403), then the suspended-company lock (403 with its own message). */
export function authorize(operation: TOperation): TMiddleware {
  return {
    before: (request) => {
      const auth = state(request.context).auth;
      if (operation.access === 'public' || !auth) return;
      assertRoleAllowed(operation, auth);
      assertNotSuspended(operation, auth);
    },
  };
}

/** zod validation of path parameters, query and body (422 with field errors); parts without a schema are empty. */
export function validateRequest(operation: TOperation): TMiddleware {
  return {
    before: (request) => {
      const { params, query, body } = operation.request ?? {};
      state(request.context).input = {
        params: params ? parsePart(params, readParams(request.event), 'params') : undefined,
        query: query ? parsePart(query, readQuery(request.event), 'query') : undefined,
        body: body ? parsePart(body, readBody(request.event), 'body') : undefined,
      };
    },
  };
}
