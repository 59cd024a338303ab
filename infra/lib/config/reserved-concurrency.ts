import { operations, type TOperationId } from '@skillway/shared';
import type { TSourceRoot } from '../bundling/function-entries';

/**
 * Reserved concurrency (with `skillway:reservedConcurrency`), in two kinds:
 * - a floor for the calls people wait on that must work when the account is busy: signing in (and staying signed
 *   in) and the learner's progress saves. No flood elsewhere can take these executions away;
 * - a ceiling for the workers, so a flood of exports, imports or notifications cannot take the whole account's
 *   concurrency from the API. Their events are invoked asynchronously: a throttled one waits and is retried by
 *   Lambda (up to the 6-hour event age, then the dead-letter queue), nothing is lost, it only takes longer.
 * Everything else shares the unreserved pool. The total (≈ 420) leaves ≥ 580 of the default 1,000 unreserved, above
 * Lambda's minimum of 100; two stages with it on need a quota of at least 1,000 + 420 (docs/operations.md "Quotas").
 */
const API_FLOORS: Partial<Record<TOperationId, number>> = {
  'auth.login': 40,
  'auth.loginVerify': 20,
  'auth.refresh': 60,
  // The player saves progress every 45 seconds per learner watching: the busiest learner calls.
  'learning.updateLastTime': 100,
  'learning.events': 40,
};

const WORKER_CEILINGS: Readonly<Record<string, number>> = {
  'handlers/build-report': 10,
  'handlers/build-personal-data-export': 5,
  'handlers/convert-slides': 5,
  'handlers/unpack-package': 5,
  'handlers/generate-certificate': 10,
  'handlers/record-course-event': 20,
  'handlers/notify-enrolment': 10,
  'handlers/notify-course-status': 10,
  'handlers/notify-course-completion': 10,
  'handlers/complete-renewal': 5,
  // The product's own learning as xAPI statements (issue 35): one small write per fact, never urgent.
  'handlers/record-own-learning': 5,
  'handlers/send-welcome-email': 5,
  'handlers/send-registration-email': 5,
  'handlers/release-held-mail': 2,
  'handlers/delete-files': 5,
  'handlers/delete-certificate-files': 5,
  'handlers/delete-company': 2,
  'handlers/start-transcode': 5,
  'handlers/transcode-complete': 5,
  'handlers/verify-upload': 20,
  'schedules/archive-audit-log': 1,
  'schedules/expire-trials': 1,
  'schedules/apply-retention': 1,
  'schedules/clean-report-files': 1,
  'schedules/abort-stale-uploads': 1,
  'schedules/send-reminders': 2,
  'schedules/renew-certifications': 2,
  'schedules/send-scheduled-reports': 1,
  // LRS forwarding: one run a minute; its target leases keep even two from sending a statement twice.
  'schedules/forward-statements': 1,
};

const API_BY_HANDLER = new Map<string, number>(
  Object.entries(API_FLOORS).map(([id, value]) => [operations[id as TOperationId].handler, value] as const),
);

/** The reserved concurrency of a handler's function, or undefined for the shared pool. */
export function reservedConcurrencyFor(root: TSourceRoot, handler: string): number | undefined {
  return root === 'api' ? API_BY_HANDLER.get(handler) : WORKER_CEILINGS[handler];
}

/** The stage's total reservation (docs and the settings check). */
export function totalReservedConcurrency(): number {
  return [...API_BY_HANDLER.values(), ...Object.values(WORKER_CEILINGS)].reduce((sum, value) => sum + value, 0);
}
