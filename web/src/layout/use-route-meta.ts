import { useMatches } from '@tanstack/react-router';
import type { TRouteMeta } from '../routes/route-flags';

/** The metadata of the deepest matched route (title, breadcrumbs, flags). */
export function useRouteMeta(): TRouteMeta | undefined {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const meta = matches[i]?.staticData.meta;
        if (meta) return meta;
      }
      return undefined;
    },
  });
}
