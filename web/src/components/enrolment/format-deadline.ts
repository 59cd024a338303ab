import { t } from '@lingui/core/macro';
import { formatShortDate } from '../../lib/format-date';

/** A yyyy-mm-dd deadline as the admin screens show dates (dd-mm-yyyy), or None. */
export function formatDeadline(value: string | null): string {
  return value ? formatShortDate(value) : t`None`;
}
