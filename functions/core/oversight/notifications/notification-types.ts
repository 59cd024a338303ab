import { NOTIFICATION_TYPE as SPEC_NOTIFICATION_TYPE } from '@skillway/shared';

/**
 * Notification type numbers: the spec's ten (shared with the settings screens) plus 0, a platform message that no
 * company setting controls (for example the welcome after registration).
 */
export const NOTIFICATION_TYPE = { PLATFORM: 0, ...SPEC_NOTIFICATION_TYPE } as const;
