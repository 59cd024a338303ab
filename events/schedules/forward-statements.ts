import type { ScheduledEvent } from 'aws-lambda';
import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import { runDueDeliveries } from '@skillway/functions/core/learner/xapi/forwarding/deliver';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * Every minute: the external LRSs whose statements are due (queued, or a retry whose time came) get a delivery run,
 * and deleted targets' queues are emptied (docs/elearning-standards.md "Forwarding"). Runs stop taking new work
 * after XAPI_FORWARDING_LIMITS.runSeconds; what is left stays due for the next minute.
 */
export const handler = systemHandler('schedules/forward-statements', async (event?: Partial<ScheduledEvent>) => {
  const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'forward-statements' });
  const result = await runDueDeliveries({
    now: new Date(),
    deadline: Date.now() + XAPI_FORWARDING_LIMITS.runSeconds * 1000,
    log,
  });
  if (result.targets > 0 || result.purged > 0) log.info('xapi forwarding run', { ...result });
  return result;
});
