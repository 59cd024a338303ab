import { useState } from 'react';
import { Stack, Stepper } from '@mantine/core';
import { MSG, type TPlaylist } from '@skillway/shared';
import { EnrolStepperFooter } from '../../../components/enrolment/enrol-stepper-footer';
import { SidePanel } from '../../../components/side-panel';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useAssignPlaylist } from '../api/mutations';
import { ENROL_MODES, type TPlaylistEnrolMode } from './enrol-mode';
import { EnrolGroupsStep } from './enrol-groups-step';
import { EnrolUsersStep } from './enrol-users-step';

interface TEnrolStepperProps {
  playlist: Pick<TPlaylist, 'id' | 'name'>;
  mode: TPlaylistEnrolMode;
  onDone: () => void;
}

/**
 * The playlist's enrol panels: a 2-step stepper, Users then Groups. Ticks are kept while moving between the steps;
 * the final button saves (Unenroll asks first: progress on courses held only through the playlist is deleted), and
 * on success the panel closes and the lists refresh.
 */
export function EnrolStepper({ playlist, mode, onDone }: TEnrolStepperProps) {
  const config = ENROL_MODES[mode];
  const [active, setActive] = useState(0);
  const [users, setUsers] = useState<Set<string>>(new Set());
  const [groups, setGroups] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignPlaylist();
  const nothingSelected = users.size === 0 && groups.size === 0;

  const submit = async () => {
    if (nothingSelected) {
      setError(MSG.ENROL_NOTHING_SELECTED);
      return;
    }
    setError(null);
    if (mode === 'unenrol') {
      const ok = await confirmAction({
        title: 'Unenroll from playlist',
        message: MSG.PLAYLIST_UNENROL_WARNING,
        confirmLabel: 'Yes',
        danger: true,
      });
      if (!ok) return;
    }
    const body =
      mode === 'enrol'
        ? { assign_users: [...users], assign_groups: [...groups] }
        : { unassign_users: [...users], unassign_groups: [...groups] };
    assign.mutate(
      { id: playlist.id, body },
      {
        onSuccess: (result) => {
          notifySuccess(result.data.summary || result.message);
          onDone();
        },
        onError: (failure) => notifyApiError(failure),
      },
    );
  };

  const tick = (set: (next: Set<string>) => void) => (next: Set<string>) => {
    set(next);
    setError(null);
  };

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        size="sm"
        onStepClick={(step) => {
          if (!assign.isPending) setActive(step);
        }}
      >
        <Stepper.Step label="Users">
          <EnrolUsersStep mode={mode} playlistId={playlist.id} selected={users} onChange={tick(setUsers)} />
        </Stepper.Step>
        <Stepper.Step label="Groups">
          <EnrolGroupsStep mode={mode} playlistId={playlist.id} selected={groups} onChange={tick(setGroups)} />
        </Stepper.Step>
      </Stepper>
      <EnrolStepperFooter
        error={error}
        active={active}
        last={1}
        pending={assign.isPending}
        onCancel={onDone}
        onBack={() => setActive(0)}
        onNext={() => setActive(1)}
        onSubmit={() => void submit()}
        submitLabel={config.submitLabel}
        danger={mode === 'unenrol'}
        // Unenroll stays disabled until something is ticked (as the course panels); Enrol explains instead.
        submitDisabled={mode === 'unenrol' && nothingSelected}
      />
    </Stack>
  );
}

/** Enrol / Unenroll in a side panel that a click outside does not close; each opening starts with nothing ticked. */
export function EnrolPanel({
  open,
  onClose,
}: {
  open: { playlist: TPlaylist; mode: TPlaylistEnrolMode } | null;
  onClose: () => void;
}) {
  const title = open ? `${ENROL_MODES[open.mode].title}: ${open.playlist.name}` : 'Enrolment';
  return (
    <SidePanel opened={open !== null} onClose={onClose} title={title} size={760}>
      {open && (
        <EnrolStepper key={`${open.playlist.id}-${open.mode}`} playlist={open.playlist} mode={open.mode} onDone={onClose} />
      )}
    </SidePanel>
  );
}
