import type { QueryKey } from '@tanstack/react-query';
import { groupKeys } from '../../groups/api/query-keys';
import { profileKeys } from '../../profile/api/query-keys';
import { teamKeys } from '../../team/api/query-keys';
import { userKeys } from './query-keys';

/**
 * Users, groups and the manager's team read the same records: a user's groups show in the users table, a group's
 * member count in the groups table, a team member's name on My Team, and a user's course rows on their course
 * report. A change to any of them refreshes all of these.
 */
export const PEOPLE_RESOURCES: readonly QueryKey[] = [
  userKeys.all,
  groupKeys.all,
  teamKeys.all,
  profileKeys.courseLists(),
];
