import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCertificateFilesDeleteRequestedDetail } from '@skillway/shared';
import { deleteCertificateFiles } from '@skillway/functions/core/learner/certificates/delete-certificate-files';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** `certificates.files-delete-requested`: deletes the certificate PDFs of deleted enrolments (safe to run twice). */
export const handler = systemHandler(
  'handlers/delete-certificate-files',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZCertificateFilesDeleteRequestedDetail, event.detail);
    const deleted = await deleteCertificateFiles(detail);
    log.info('certificate files deleted', { enrolments: detail.enrolments.length, deleted });
  },
);
