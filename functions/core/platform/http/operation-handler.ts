import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import type { TOperation } from '@skillway/shared/manifest/types';
import { runAudited } from '../audit/request-audit';
import { withBrowserOrigin } from './browser-origin';
import { authenticate, authorize, fromEdge, requestScope, validateRequest } from './middlewares';
import { CookieResponse, RawResponse, jsonResponse } from './responses';
import type { TApiContext, TApiEvent, TApiResult, THandlerContext, THandlerFn } from './types';

/**
 * Wraps one operation's function with everything its manifest row declares: request id and logs, auth and
 * tenant context, role and suspension checks, request validation, error mapping, and a JSON response with the
 * row's status whose body has passed the row's response schema (so nothing outside the contract leaves).
 * Handlers call defineHandler (by operation id); this takes the row itself so a Lambda bundle can carry only its
 * own row (infra/lib/bundling/handler-rows-plugin.ts).
 */
export function defineOperationHandler<O extends TOperation>(operation: O, fn: THandlerFn<O>) {
  const successStatus = operation.status ?? 200;

  const wrapped = middy<TApiEvent, TApiResult, Error, TApiContext>()
    .use(requestScope(operation))
    .use(fromEdge())
    .use(authenticate(operation))
    .use(authorize(operation))
    .use(validateRequest(operation))
    .handler(async (event, context) => {
      const scope = context.skillway;
      if (!scope?.input) throw new Error('request state missing');
      const ctx = {
        params: scope.input.params,
        query: scope.input.query,
        body: scope.input.body,
        auth: scope.auth,
        event,
        requestId: scope.requestId,
        log: scope.log,
      } as THandlerContext<O>;
      // Its writes stamped for the audit log, or its read recorded, as the row's `audit` decision says.
      const result = await runAudited(
        operation,
        { event, requestId: scope.requestId, auth: scope.auth, input: scope.input },
        () => fn(ctx),
      );
      if (result instanceof RawResponse) return result.result;
      const body = result instanceof CookieResponse ? result.body : result;
      const checked = z.safeParse(operation.response, body);
      if (!checked.success) {
        // A response outside the contract is a bug: refuse to send it rather than leak or mislead.
        scope.log.error('response does not match the contract', { issues: checked.error.issues });
        throw new Error(`response of ${operation.id} does not match its schema`);
      }
      const response = jsonResponse(successStatus, checked.data, scope.requestId);
      return result instanceof CookieResponse ? { ...response, cookies: [...result.cookies] } : response;
    });

  /**
   * A fresh context per call: the middlewares keep request state on it, and callers may reuse theirs. Locally the
   * links the answer hands out are signed for the host the browser used (browser-origin.ts; nothing on AWS).
   */
  const handler = (event: TApiEvent, context?: Context): Promise<TApiResult> =>
    withBrowserOrigin(event.headers, () => wrapped(event, { ...(context ?? ({} as Context)), skillway: undefined }));
  return handler;
}
