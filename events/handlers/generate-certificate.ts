import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { DETAIL_TYPE, ZCertificateRequestedDetail, ZCourseCompletedDetail } from '@skillway/shared';
import { ensureCertificate } from '@skillway/functions/core/learner/certificates/ensure-certificate';
import { isAppError } from '@skillway/functions/core/platform/http/app-error';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * `course.completed` and `certificates.requested` (the certificate link found it due but not made): makes the
 * learner's certificate (PDF in S3, the id on the enrolment, the public lookup). Safe to run twice and concurrently:
 * ensureCertificate makes one certificate.
 * An enrolment gone meanwhile (unenrolled, user deleted) has nothing to certify; that is not a failure to retry.
 */
export const handler = systemHandler(
  'handlers/generate-certificate',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail =
      event['detail-type'] === DETAIL_TYPE.CERTIFICATE_REQUESTED
        ? z.parse(ZCertificateRequestedDetail, event.detail)
        : z.parse(ZCourseCompletedDetail, event.detail);
    try {
      // The public certificate record's key names no company: the wrapper's run takes the event's company for it.
      const issued = await ensureCertificate(detail.company_id, detail.course_id, detail.user_id);
      log.info('certificate', { course_id: detail.course_id, issued: Boolean(issued) });
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') {
        log.info('certificate not made: the enrolment is gone', { course_id: detail.course_id });
        return;
      }
      throw error;
    }
  },
);
