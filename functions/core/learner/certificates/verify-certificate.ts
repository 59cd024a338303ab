import { MSG, type TCertificateStanding, type TCertificateVerification } from '@skillway/shared';
import { londonDay } from '../../platform/format/calendar-day';
import { AppError } from '../../platform/http/app-error';
import { formatLongDay } from './certificate-dates';
import { findCertificate, type TCertificateItem } from './certificate-repository';

/** Superseded by a newer cycle's certificate, expired from its expiry day (Europe/London), otherwise valid. */
export function standingOf(
  certificate: Pick<TCertificateItem, 'expires_on' | 'superseded_at'>,
  today: string,
): TCertificateStanding {
  if (certificate.superseded_at) return 'superseded';
  if (certificate.expires_on && today >= certificate.expires_on) return 'expired';
  return 'valid';
}

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
    standing: standingOf(found, londonDay(new Date())),
    expires_on: found.expires_on ?? null,
    cycle: found.cycle ?? 1,
  };
}
