import { itemActionName } from '../../../components/item-label';
import { formatServerDay } from '../../../lib/format-server-day';

/**
 * The accessible name of a link to a completion certificate: its visible label, then which certificate it is, as
 * the file it downloads is named (course, learner, completion day), e.g.
 * "Certificate: Fire Safety Awareness, Jane Smith, 05-12-2026". A list of them reads one name per certificate.
 */
export function certificateLinkName(
  label: string,
  certificate: { course: string; learner: string; completed: string | null | undefined },
): string {
  return itemActionName(
    label,
    // The day as the row shows it (dd-mm-yyyy in English, the language's own numeric date otherwise).
    [certificate.course, certificate.learner, formatServerDay(certificate.completed)].filter(Boolean).join(', '),
  );
}
