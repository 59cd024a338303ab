import { GroupsStep } from '../../../components/enrolment/groups-step';
import { usePlaylistEnrolGroups } from '../api/queries';
import type { TPlaylistEnrolMode } from './enrol-mode';

interface TEnrolGroupsStepProps {
  mode: TPlaylistEnrolMode;
  playlistId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** Step 2 of a playlist's panels. Unenroll: tick groups on it (their members follow). */
export function EnrolGroupsStep({ mode, playlistId, selected, onChange }: TEnrolGroupsStepProps) {
  const enrolling = mode === 'enrol';
  const unenrolled = usePlaylistEnrolGroups(playlistId, 'playlists.unenrolledGroups', enrolling);
  const enrolled = usePlaylistEnrolGroups(playlistId, 'playlists.enrolledGroups', true);
  return (
    <GroupsStep
      enrolling={enrolling}
      target="playlist"
      unenrolled={unenrolled}
      enrolled={enrolled}
      selected={selected}
      onChange={onChange}
    />
  );
}
