import { UsersStep } from '../../../components/enrolment/users-step';
import { usePlaylistEnrolUsers } from '../api/queries';
import type { TPlaylistEnrolMode } from './enrol-mode';

interface TEnrolUsersStepProps {
  mode: TPlaylistEnrolMode;
  playlistId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** Step 1 of a playlist's Enrol / Unenroll panels: the playlist's user lists in the shared Users step. */
export function EnrolUsersStep({ mode, playlistId, selected, onChange }: TEnrolUsersStepProps) {
  const enrolling = mode === 'enrol';
  const unenrolled = usePlaylistEnrolUsers(playlistId, 'playlists.unenrolledUsers', enrolling);
  const enrolled = usePlaylistEnrolUsers(playlistId, 'playlists.enrolledUsers', true);
  return (
    <UsersStep
      enrolling={enrolling}
      target="playlist"
      unenrolled={unenrolled}
      enrolled={enrolled}
      selected={selected}
      onChange={onChange}
    />
  );
}
