import { NOTIFICATION_TYPE as SPEC_NOTIFICATION_TYPE } from '@skillway/shared';

/**
 * Notification type numbers: the spec's ten (shared with the settings screens) plus the ones no company setting
 * controls: 0, a platform message (for example the welcome after registration), and 11, a manager's My Team Nudge
 * (a message from a person, like their Send Email, so it has no switch or template of the company's).
 */
export const NOTIFICATION_TYPE = { PLATFORM: 0, ...SPEC_NOTIFICATION_TYPE, TEAM_NUDGE: 11 } as const;
