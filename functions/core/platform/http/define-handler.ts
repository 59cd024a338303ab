import { operations, type TOperationId, type TOperations } from '@skillway/shared/manifest/operations';
import type { TOperation } from '@skillway/shared/manifest/types';
import { defineOperationHandler } from './operation-handler';
import type { THandlerFn } from './types';

/**
 * An API handler for the manifest row `operationId` (see defineOperationHandler for what the row's wrapper does).
 * Lambda builds replace this module, for each handler, with one that holds only that handler's rows
 * (infra/lib/bundling/handler-rows-plugin.ts): the manifest stays the one source, each bundle carries its own row.
 */
export function defineHandler<Id extends TOperationId>(operationId: Id, fn: THandlerFn<TOperations[Id]>) {
  const operation: TOperation = operations[operationId];
  if (!operation) throw new Error(`Unknown operation ${String(operationId)}`);
  return defineOperationHandler(operation as TOperations[Id], fn);
}
