import { msg } from '@lingui/core/macro';
import { ROLE, isSuspendedState, type TProfile } from '@skillway/shared';
import { useProfile } from '../../profile/api/queries';

/** Under a course's disabled Start / Continue / Complete Test button while learning is paused (shown with `t`). */
export const LEARNING_PAUSED = msg`Paused while your company's account is suspended.`;
/** The same in English (UK), the source text (the tests look for it). */
export const LEARNING_PAUSED_TEXT = LEARNING_PAUSED.message ?? '';

/**
 * Whether the caller's learning is paused: their company is suspended (state 2 or 4). The server then answers their
 * reads but refuses every call that records learning (events, asset views, watch time, test scoring), so only
 * completed courses and certificates open (the suspension banner, layout/suspension-notice.tsx, says so).
 */
export function isLearningPaused(profile: Pick<TProfile, 'role_id' | 'company'> | undefined): boolean {
  const company = profile?.company;
  return !!company && profile.role_id !== ROLE.SUPER_ADMIN && isSuspendedState(company.state);
}

export function useLearningPaused(): boolean {
  return isLearningPaused(useProfile().data);
}
