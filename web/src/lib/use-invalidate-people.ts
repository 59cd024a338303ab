import { useQueryClient } from '@tanstack/react-query';

/**
 * Users, groups and the manager's team read the same records: a user's groups show in the users table, a
 * group's member count in the groups table, a team member's name on My Team. A change to any refreshes all three.
 */
const PEOPLE_KEYS = [['users'], ['groups'], ['team']] as const;

export function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => Promise.all(PEOPLE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
