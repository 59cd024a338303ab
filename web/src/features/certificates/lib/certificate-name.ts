import { itemActionName } from '../../../components/item-label';

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
    [certificate.course, certificate.learner, certificate.completed].filter(Boolean).join(', '),
  );
}
