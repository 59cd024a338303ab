/**
 * The compliance statuses (issue 29), apart from the recertification settings and messages of compliance.ts: what
 * the recertification rules (rules/recertification.ts) and a learner's My Courses read, so their chunk carries these
 * values and not the administrator's forms' options and texts.
 */

/** The status of one learner on one required course, as the compliance matrix, My Team and My Courses show it. */
export const COMPLIANCE_STATUS = {
  NOT_STARTED: 'not_started',
  IN_PROGRESS: 'in_progress',
  CERTIFIED: 'certified',
  EXPIRING: 'expiring',
  EXPIRED: 'expired',
  OVERDUE: 'overdue',
} as const;
export type TComplianceStatus = (typeof COMPLIANCE_STATUS)[keyof typeof COMPLIANCE_STATUS];
