import type { TAuditDecision } from './types';

/**
 * The reasons an operation that writes may record nothing in the audit log (issue 31): the only `none` decisions a
 * write may carry (audit-decisions.test.ts), so "not audited" is always one of these few, reviewed cases.
 */
export const NOT_AUDITED = {
  /** Reads (and GETs), including a POST that only computes an answer. */
  READ: { none: 'a read' },
  /** A learner's own progress, attempts, package and LRS data: the learning itself, not an administrative change. */
  OWN_LEARNING: { none: "the learner's own learning" },
  /** The caller's own profile, password, two-step verification or session. */
  OWN_ACCOUNT: { none: "the caller's own account" },
  /** Signing in (passwords, two-step, SSO, refresh): the sign-in records of Cognito and the logs, not this log. */
  SIGN_IN: { none: 'a sign-in' },
  /** A company signing up: no signed-in actor yet; the company's log starts with its first administrative change. */
  SIGN_UP: { none: 'a new company signing up' },
  /** The caller's own notification inbox. */
  OWN_NOTIFICATIONS: { none: "the caller's own notifications" },
  /** An email or notification sent, no record of people, learning or settings changed. */
  MESSAGE_ONLY: { none: 'a message sent, no record changed' },
  /** A file uploaded: recorded by the change that uses it (a material, a training record). */
  UPLOAD: { none: 'an upload, recorded by the change that uses it' },
  /** A preview or a test run that changes no setting. */
  PREVIEW: { none: 'a preview or test, no setting changed' },
  /** Its handler records what it changes as the system (SYSTEM_AUDIT_ACTION), e.g. a verified Stripe event. */
  SYSTEM: { none: 'recorded as the system by its handler' },
} as const satisfies Record<string, TAuditDecision>;
