import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { DETAIL_TYPE, SYSTEM_AUDIT_ACTION, ZCertificateRequestedDetail, ZCourseCompletedDetail } from '@skillway/shared';
import { ensureCertificate } from '@skillway/functions/core/learner/certificates/ensure-certificate';
import { runAsSystem } from '@skillway/functions/core/platform/audit/system-audit';
import { isAppError } from '@skillway/functions/core/platform/http/app-error';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';

/**
 * `course.completed` and `certificates.requested` (the certificate link found it due but not made): makes the
 * learner's certificate (PDF in S3, the id on the enrolment, the public lookup). Safe to run twice and concurrently:
 * ensureCertificate makes one certificate.
 * An enrolment gone meanwhile (unenrolled, user deleted) has nothing to certify; that is not a failure to retry.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
  const detail =
    event['detail-type'] === DETAIL_TYPE.CERTIFICATE_REQUESTED
      ? z.parse(ZCertificateRequestedDetail, event.detail)
      : z.parse(ZCourseCompletedDetail, event.detail);
  try {
    // The certificate on the enrolment and its public record are logged as the system's (audit log).
    const issued = await runAsSystem(
      // The public certificate record's key names no company: the run's company places its event.
      {
        action: SYSTEM_AUDIT_ACTION.CERTIFICATE_ISSUED,
        items: ['Enrolment', 'Certificate'],
        runId: event.id,
        companyId: detail.company_id,
      },
      () => ensureCertificate(detail.company_id, detail.course_id, detail.user_id),
    );
    log.info('certificate', { course_id: detail.course_id, issued: Boolean(issued) });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') {
      log.info('certificate not made: the enrolment is gone', { course_id: detail.course_id });
      return;
    }
    throw error;
  }
}
