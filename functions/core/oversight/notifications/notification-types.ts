import { NOTIFICATION_TYPE as SPEC_NOTIFICATION_TYPE } from '@skillway/shared';

/**
 * Notification type numbers: the company-set ones (shared with the settings screens: the spec's ten and
 * recertification's 11–13) plus the ones no company setting controls: 0, a platform message (for example the welcome
 * after registration), and 100, a manager's My Team Nudge (a message from a person, like their Send Email, so it has
 * no switch or template of the company's). The Nudge was 11 until recertification took 11–13; it sits well clear of
 * the company-set range so a type added there never meets it again. A bell item stored as 11 before then reads as
 * any other (its link is its course).
 */
export const NOTIFICATION_TYPE = {
  PLATFORM: 0,
  ...SPEC_NOTIFICATION_TYPE,
  TEAM_NUDGE: 100,
  /**
   * Single sign-on notices to a company's administrators (no company setting: they are about the company's own
   * sign-in): a SAML signing certificate expiring in 30 and in 7 days, and a JIT sign-in refused because the user band
   * is full.
   */
  SSO_CERTIFICATE_EXPIRING: 101,
  SSO_BAND_FULL: 102,
} as const;
