import { MSG, type TCertificateVerification } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { formatLongDay } from './certificate-dates';
import { findCertificate } from './certificate-repository';

/** The public verification page's call: what the certificate says, or 404 with the spec-style message. */
export async function verifyCertificate(certificateId: string): Promise<TCertificateVerification> {
  const found = await findCertificate(certificateId);
  if (!found) throw AppError.notFound(MSG.CERTIFICATE_NOT_FOUND);
  return {
    id: found.certificate_id,
    name: found.name,
    course_name: found.course_name,
    completed_at: found.completed_at,
    completed_date_formatted: formatLongDay(found.completed_at),
  };
}
