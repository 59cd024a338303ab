import { type TSample } from './matrix-types';
export const NOBODY = 'nobody';

/**
 * My Team's course assignment and the super administrator's company list. The per-user rows aim at company A's
 * learner, who is in company A's manager's team (the demo data): company B's callers get 404 for that user.
 */
export const onTeamMember: TSample = ({ tenants }) => ({
  params: { id: tenants.a.learner.userId ?? NOBODY },
  query: { page: '1', limit: '5', search: 'name:a' },
});
