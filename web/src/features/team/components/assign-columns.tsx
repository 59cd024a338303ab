import type { TColumn } from '../../../components/data-table';
import type { TAssignTarget, TOfferedRow } from '../lib/assign-target';
import { PublishedMark } from '../../../components/published-mark';

/** The assign tables' columns. Learner spec, My Team: courses show Course and Published, playlists one Playlist. */
export const ASSIGN_COLUMNS: Record<TAssignTarget, readonly TColumn<TOfferedRow>[]> = {
  courses: [
    { key: 'name', header: 'Course', cell: (course) => course.name },
    {
      key: 'published',
      header: 'Published',
      cell: (course) => <PublishedMark published={course.published} />,
      width: 110,
    },
  ],
  playlists: [{ key: 'name', header: 'Playlist', cell: (playlist) => playlist.name }],
};
