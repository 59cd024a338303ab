import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZLearningRecordedDetail } from '@skillway/shared';
import { writeOwnLearning } from '@skillway/functions/core/learner/xapi/own-learning/write-own-learning';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * learning.recorded: the product's own learning (issue 35) as statements in the company's LRS, one per fact, each
 * with its fact's UUIDv5 id, so a redelivered event stores nothing twice.
 */
export const handler = systemHandler(
  'handlers/record-own-learning',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZLearningRecordedDetail, event.detail);
    const outcome = await writeOwnLearning(detail);
    log.info('own learning statements', { course_id: detail.course_id, facts: detail.facts.length, ...outcome });
  },
);
