import type { TOperationId } from '@skillway/shared';
import type { TOperationRoute } from './operation-routes';

/**
 * The routes of the operations off a learner's and a manager's path (administrators' and super administrators'
 * screens, billing): a chunk of their own in the production build, fetched for the first such call, so a learner's
 * first visit carries none of them (vite.config.ts, `operationRoutesPlugin`). In tests and the dev server
 * ./operation-routes.ts is the whole manifest and this table is empty.
 */
export const STAFF_OPERATION_ROUTES: Readonly<Partial<Record<TOperationId, TOperationRoute>>> = {};
