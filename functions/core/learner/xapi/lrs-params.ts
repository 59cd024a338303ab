import {
  XAPI_LRS_BASE_PATH,
  XAPI_PROTOCOL_MSG,
  XAPI_RESOURCE_PARAMS,
  type TXapiResource,
  type TXapiResourceMethod,
} from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TApiEvent } from '../../platform/http/types';

/**
 * Which LRS resource a request is for and the parameters it may carry (XAPI_RESOURCE_PARAMS). The manifest's query
 * schemas drop unknown keys silently, so the raw query string is checked here: xAPI wants 400 for a parameter the
 * resource does not take, a wrong-case one included (`StatementId`).
 */

export interface TLrsRoute {
  resource: TXapiResource;
  /** The request's method, upper case (HEAD and OPTIONS included). */
  method: string;
}

function isResource(value: string): value is TXapiResource {
  return Object.hasOwn(XAPI_RESOURCE_PARAMS, value);
}

/** The resource and method of an LRS request, from its route key (`GET /v1/xapi/statements`), else its path. */
export function lrsRoute(event: Pick<TApiEvent, 'routeKey' | 'rawPath' | 'requestContext'>): TLrsRoute | undefined {
  const method = (event.requestContext?.http?.method ?? '').toUpperCase();
  const keyed = /^[A-Z]+ (\/\S*)$/.exec(event.routeKey ?? '')?.[1];
  const path = (keyed ?? event.rawPath ?? '').replace(/(.)\/$/, '$1');
  if (!path.startsWith(XAPI_LRS_BASE_PATH)) return undefined;
  const resource = path.slice(XAPI_LRS_BASE_PATH.length);
  return isResource(resource) ? { resource, method } : undefined;
}

/** The parameters `resource` takes by `method` (HEAD: GET's), or undefined when it does not take the method. */
export function paramsFor(resource: TXapiResource, method: string): readonly string[] | undefined {
  const byMethod: Partial<Record<TXapiResourceMethod, readonly string[]>> = XAPI_RESOURCE_PARAMS[resource];
  const key = method === 'HEAD' ? 'GET' : method;
  return Object.hasOwn(byMethod, key) ? byMethod[key as TXapiResourceMethod] : undefined;
}

/** 400 naming the first parameter `resource` does not take by `method` (names are compared case-exact). */
export function checkParams(
  resource: TXapiResource,
  method: string,
  query: Readonly<Record<string, string | undefined>> | undefined,
): void {
  const allowed = paramsFor(resource, method);
  if (!allowed)
    throw new AppError('BAD_REQUEST', XAPI_PROTOCOL_MSG.METHOD_NOT_ALLOWED, {
      method: [XAPI_PROTOCOL_MSG.METHOD_NOT_ALLOWED],
    });
  const unknown = Object.keys(query ?? {}).find((name) => !allowed.includes(name));
  if (unknown !== undefined) {
    const message = XAPI_PROTOCOL_MSG.PARAM_UNKNOWN(unknown);
    throw new AppError('BAD_REQUEST', message, { [unknown]: [message] });
  }
}
