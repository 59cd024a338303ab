import { plural, t } from '@lingui/core/macro';
import { SSO_LIMITS } from '@skillway/shared';

const DAY_MS = 86_400_000;
/** The first notice's lead (30 days): from then on the expiry shows in the warning colour. */
const CERTIFICATE_WARNING_DAYS = Math.max(...SSO_LIMITS.CERTIFICATE_NOTICE_DAYS);

export interface TCertificateExpiry {
  /** Whole days left (negative once expired). */
  days: number;
  /** Red once expired, orange within the warning days, teal otherwise (beside the words, never alone). */
  color: 'red' | 'orange' | 'teal';
  text: string;
}

/** How soon an IdP signing certificate expires, in the words (the active language's) and colour the screen shows it with. */
export function certificateExpiry(notAfter: string, now: number = Date.now()): TCertificateExpiry {
  const days = Math.floor((new Date(notAfter).getTime() - now) / DAY_MS);
  if (days < 0) return { days, color: 'red', text: t`Expired` };
  if (days <= CERTIFICATE_WARNING_DAYS) {
    return {
      days,
      color: 'orange',
      text: days === 0 ? t`Expires today` : t`${plural(days, { one: 'Expires in # day', other: 'Expires in # days' })}`,
    };
  }
  return { days, color: 'teal', text: t`Valid` };
}

/** The certificate that expires first: the first to need the administrator's attention. */
export function soonestExpiry<T extends { not_after: string }>(certificates: readonly T[]): T | null {
  let soonest: T | null = null;
  for (const certificate of certificates) {
    if (!soonest || new Date(certificate.not_after) < new Date(soonest.not_after)) soonest = certificate;
  }
  return soonest;
}
