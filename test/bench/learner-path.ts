import { OPERATION_LIST } from '@skillway/shared';
import { isLearnerPathOperation } from '@skillway/shared/manifest/learner-path';
import type { TFunctionEntry } from '../../infra/lib/bundling/function-entries';

const LEARNER_PATH_IDS = new Set(OPERATION_LIST.filter(isLearnerPathOperation).map((operation) => operation.id));

/**
 * An API function on a learner's or a manager's path (the manifest's rows, shared/src/manifest/learner-path.ts):
 * any operation it serves is. The bundle and cold-init budgets hold for these; administrative and billing functions
 * are reported apart.
 */
export function isLearnerPathBundle(entry: Pick<TFunctionEntry, 'root' | 'usedBy'>): boolean {
  return entry.root === 'api' && entry.usedBy.some((id) => LEARNER_PATH_IDS.has(id));
}
