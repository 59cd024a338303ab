import { ROLE } from '../constants/roles';
import type { TOperation } from './types';

/**
 * Public operations called by a service, never by a learner's or a manager's browser: Stripe's webhook and an
 * identity provider's SCIM client. They belong with their administrative tag's functions.
 */
const SERVICE_TAGS: ReadonlySet<string> = new Set(['Billing', 'SCIM']);

/**
 * Whether an operation is on a learner's or a manager's path (sign-in, My Courses, the player, progress saves,
 * tests, certificates, My Team, notifications), where the performance budgets hold (docs/performance.md): a learner
 * (User) or a Team Manager may call it, any signed-in role may, or anyone may and it is not a service's. Everything
 * else (administrators' and super administrators' screens, billing) may carry the SDK its job needs.
 */
export function isLearnerPathOperation(operation: Pick<TOperation, 'access' | 'tag'>): boolean {
  const { access, tag } = operation;
  if (access === 'authenticated') return true;
  if (access === 'public') return !SERVICE_TAGS.has(tag);
  return access.includes(ROLE.USER) || access.includes(ROLE.MANAGER);
}
