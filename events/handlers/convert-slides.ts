import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZSlidesRequestedDetail } from '@skillway/shared';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { convertSlides } from '@skillway/functions/core/content/courses/media/convert-slides';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** `courses.slides-requested`: slide images of a course deck, or a download where no converter is installed. */
export const handler = systemHandler(
  'handlers/convert-slides',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZSlidesRequestedDetail, event.detail);
    const outcome = await convertSlides(detail, log);
    log.info('slides', { outcome, asset_id: detail.asset_id });
  },
);
