/**
 * Every key format of the single table, in one place (docs/data-model.md lists the access patterns).
 * Tenant keys start with the company id, in the table and in every index. Ids never contain `#`.
 */
const COMPANY_PREFIX = 'C#';

export const keys = {
  company: (companyId: string) => `${COMPANY_PREFIX}${companyId}`,
  companySk: 'COMPANY',
  userSk: (userId: string) => `USER#${userId}`,
  usersPrefix: 'USER#',
  emailPk: (email: string) => `EMAIL#${email.toLowerCase()}`,
  emailSk: 'EMAIL',
  revokedTokenSk: (jti: string) => `REVOKED#${jti}`,
  notificationSk: (userId: string, notificationId: string) => `NOTIF#${userId}#${notificationId}`,
  notificationsPrefix: (userId: string) => `NOTIF#${userId}#`,
  /** gsi1, sparse: present only while a notification is unread. */
  unreadNotificationsPk: (companyId: string, userId: string) => `${COMPANY_PREFIX}${companyId}#UNREAD#${userId}`,
  uploadSk: (key: string) => `UPLOAD#${key}`,
  throttlePk: (scope: string, subjectHash: string) => `THROTTLE#${scope}#${subjectHash}`,
  throttleSk: (windowIndex: number) => `W#${windowIndex}`,
  seedPk: (name: string) => `SEED#${name}`,
  seedSk: 'SEED',
  /** gsi1: every company, newest first (the super administrator's list). Platform-level, not a tenant key. */
  companiesIndexPk: 'COMPANIES',
  companiesIndexSk: (createdAt: string, companyId: string) => `${createdAt}#${companyId}`,
  /** gsi2, sparse: companies in a free trial, by trial end (the expiry schedule). */
  trialIndexPk: 'TRIAL_ENDS',
  trialIndexSk: (trialEndsAt: string, companyId: string) => `${trialEndsAt}#${companyId}`,
} as const;

/** Refuses ids that would break the key format (a `#` would let one id read as another's prefix). */
export function assertKeyPart(value: string, what: string): string {
  if (!value || value.includes('#')) throw new Error(`Invalid ${what} for a key: ${JSON.stringify(value)}`);
  return value;
}
