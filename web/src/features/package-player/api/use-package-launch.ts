import { useQuery } from '@tanstack/react-query';
import type { TPackageLaunch } from '@skillway/shared';
import { api } from '../../../api';
import { packagePlayerKeys } from './query-keys';

export interface TLaunched {
  open: TPackageLaunch;
  /** What the frame loads: the content URL (SCORM), or the launch URL with the xAPI / cmi5 launch parameters. */
  url: string;
}

/**
 * Opens one item of a package for the learner: packagePlayer.open sets the content cookies and answers the item,
 * its siblings and the saved SCORM data; an xAPI or cmi5 package then gets its launch URL (a launch session with
 * its own LRS credentials) from xapi.launch. Each mount is a new launch: nothing is cached or read again behind the
 * learner's back, which would start a second session under the running content.
 */
export function usePackageLaunch(assetId: string, itemId: string | null) {
  return useQuery({
    queryKey: packagePlayerKeys.launch(assetId, itemId),
    queryFn: async (): Promise<TLaunched> => {
      const body = itemId ? { item: itemId } : {};
      const open = (await api('packagePlayer.open', { params: { id: assetId }, body })).data;
      if (open.standard === 'xapi' || open.standard === 'cmi5') {
        const launch = await api('xapi.launch', { params: { id: assetId }, body: { item: open.item.id } });
        return { open, url: launch.launch_url };
      }
      return { open, url: open.content_url };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
