/** Which playlist enrol panel is open: Enrol (tick who is not enrolled) or Unenroll (tick who is). */
export type TPlaylistEnrolMode = 'enrol' | 'unenrol';

export const ENROL_MODES: Record<TPlaylistEnrolMode, { title: string; submitLabel: string }> = {
  enrol: { title: 'Enrol Users & Groups to Playlist', submitLabel: 'Enrol Selected' },
  unenrol: { title: 'Unenroll Users & Groups from Playlist', submitLabel: 'Unenroll Selected' },
};
