import { operations, type TAccess, type THttpMethod, type TOperationId } from '@skillway/shared';

/**
 * What the client needs of an operation at run time: where it lives and whether it takes the token (an operation
 * without `access`, as the production table writes every operation that is not public, takes it).
 */
export interface TOperationRoute {
  method: THttpMethod;
  path: string;
  access?: TAccess;
}

/**
 * The manifest's routes. In tests and the dev server this is the manifest itself; the production build replaces
 * this module with a plain table generated from it (vite.config.ts, `operationRoutesPlugin`): only the operations
 * on a learner's or a manager's path (shared/src/manifest/learner-path.ts) whose id the SPA's sources quote, without
 * the request and response schemas (the types still come from the manifest); the rest are in
 * ./staff-operation-routes.ts.
 */
export const OPERATION_ROUTES: Readonly<Partial<Record<TOperationId, TOperationRoute>>> = operations;
