import { SSO_LIMITS } from '@skillway/shared';

/**
 * Which expiry notice a SAML signing certificate is due on a day (pure): the 30-day notice while it has 30 to 8
 * Europe/London days left, the 7-day notice in its last 7 days (0: it expires today), none otherwise or once expired.
 * Windows rather than exact days, so a day the run did not happen loses no notice; each notice is sent once (the
 * delivery claims), so the days after it in its window send nothing again.
 */
export type TCertificateNotice = (typeof SSO_LIMITS.CERTIFICATE_NOTICE_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `fromDay` to `toDay` (yyyy-mm-dd), negative when `toDay` is earlier. */
export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / DAY_MS);
}

export function certificateNoticeDue(daysLeft: number): TCertificateNotice | undefined {
  const [first, last] = [...SSO_LIMITS.CERTIFICATE_NOTICE_DAYS].sort((a, b) => b - a) as [number, number];
  if (daysLeft < 0 || daysLeft > first) return undefined;
  return (daysLeft <= last ? last : first) as TCertificateNotice;
}
