import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZPackageUploadedDetail } from '@skillway/shared';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { processPackage } from '@skillway/functions/core/content/packages/process-package';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * `packages.uploaded`: checks and unpacks an e-learning package under `content/<cid>/<assetId>/` and reads its
 * manifest; the material's package becomes ready or failed with the reason. Idempotent.
 */
export const handler = systemHandler(
  'handlers/unpack-package',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZPackageUploadedDetail, event.detail);
    const outcome = await processPackage(detail, log);
    log.info('package unpacked', { outcome, asset_id: detail.asset_id });
  },
);
