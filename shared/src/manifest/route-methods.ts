import { XAPI_LRS_BASE_PATH, XAPI_RESOURCE_PARAMS } from '../constants/xapi';
import type { TOperation, TRouteMethod } from './types';

const LRS_RESOURCE_PATHS: ReadonlySet<string> = new Set(
  Object.keys(XAPI_RESOURCE_PARAMS).map((resource) => `${XAPI_LRS_BASE_PATH}${resource}`),
);

/** Whether the path is one of the LRS's resources (XAPI_RESOURCE_PARAMS), e.g. `/v1/xapi/statements`. */
export function isLrsResourcePath(path: string): boolean {
  return LRS_RESOURCE_PATHS.has(path);
}

/**
 * The methods a row is routed under, its own first. A GET row of an LRS resource is also served under HEAD (xAPI
 * Communication 1.1: every resource that answers GET answers HEAD, with the same status and headers and no body) and
 * OPTIONS (the CORS preflight of content calling the LRS from another origin), both by the GET row's own handler,
 * which answers them (lrs-request.ts). The rest of the API has neither: it is same-origin, and each extra route costs
 * an API Gateway route and a Lambda permission.
 */
export function routeMethods(operation: Pick<TOperation, 'method' | 'path'>): readonly TRouteMethod[] {
  if (operation.method === 'GET' && isLrsResourcePath(operation.path)) return ['GET', 'HEAD', 'OPTIONS'];
  return [operation.method];
}
