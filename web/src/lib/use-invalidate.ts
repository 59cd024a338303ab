import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Refreshes every query under the given resources: a key factory's `all` (or a narrower prefix of it). Mutations
 * name the resources they change, so a screen that reads one of them refreshes whoever made the change.
 */
export function useInvalidate(...resources: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(resources.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
