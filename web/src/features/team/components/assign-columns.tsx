import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TColumn } from '../../../components/data-table';
import type { TAssignTarget, TOfferedRow } from '../lib/assign-target';
import { PublishedMark } from '../../../components/published-mark';

/**
 * The assign tables' columns, in the active language. Learner spec, My Team: courses show Course and Published,
 * playlists one Playlist.
 */
export function useAssignColumns(target: TAssignTarget): readonly TColumn<TOfferedRow>[] {
  const { t } = useLingui();
  return useMemo<readonly TColumn<TOfferedRow>[]>(
    () =>
      target === 'courses'
        ? [
            { key: 'name', header: t`Course`, cell: (course) => course.name },
            {
              key: 'published',
              header: t`Published`,
              cell: (course) => <PublishedMark published={course.published} />,
              width: 110,
            },
          ]
        : [{ key: 'name', header: t`Playlist`, cell: (playlist) => playlist.name }],
    [target, t],
  );
}
