import { useQuery } from '@tanstack/react-query';
import type { TPackageLaunch } from '@skillway/shared';
import { api } from '../../../api';
import { packagePlayerKeys } from './query-keys';

export interface TLaunched {
  open: TPackageLaunch;
  /**
   * What the frame loads, on the content origin: packagePlayer.enter (it sets the content cookies there), going on to
   * the SCORM launch page, or for xAPI and cmi5 to the launch URL with its launch parameters.
   */
  url: string;
  /** The content origin: the only origin whose messages the player reads, and where it posts the SCORM launch. */
  contentOrigin: string;
}

/**
 * Opens one item of a package for the learner: packagePlayer.open answers the launch (its URL on the content origin,
 * the item, its siblings and the saved SCORM data); an xAPI or cmi5 package then gets its launch path (a launch
 * session with its own LRS credentials) from xapi.launch. Each mount is a new launch: nothing is cached or read again
 * behind the learner's back, which would start a second session under the running content.
 */
export function usePackageLaunch(assetId: string, itemId: string | null) {
  return useQuery({
    queryKey: packagePlayerKeys.launch(assetId, itemId),
    queryFn: async (): Promise<TLaunched> => {
      const body = itemId ? { item: itemId } : {};
      const open = (await api('packagePlayer.open', { params: { id: assetId }, body })).data;
      const contentOrigin = new URL(open.launch_url).origin;
      if (open.standard === 'xapi' || open.standard === 'cmi5') {
        const launch = await api('xapi.launch', { params: { id: assetId }, body: { item: open.item.id } });
        const to = new URLSearchParams({ to: launch.launch_url }).toString();
        return { open, url: `${open.launch_url}?${to}`, contentOrigin };
      }
      return { open, url: open.launch_url, contentOrigin };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
