import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { MSG, type TTeamUser } from '@skillway/shared';
import { DeadlineStep } from '../../../components/enrolment/deadline-step';
import { formatDeadline } from '../../../components/enrolment/format-deadline';
import { SearchInput } from '../../../components/search-input';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { useAssignUser } from '../api/mutations';
import { useUserAssignRows } from '../api/queries';
import { assignTexts, matchesName, tickedChange, type TAssignTarget } from '../lib/assign-target';
import { AssignError, assignFailure } from './assign-error';
import { AssignSection } from './assign-section';

type TProblem = { title: string; messages: string[] } | null;

interface TFormProps {
  target: TAssignTarget;
  user: TTeamUser;
  onDone: () => void;
}

function AssignUserForm({ target, user, onDone }: TFormProps) {
  const { t } = useLingui();
  const text = assignTexts(target);
  const name = `${user.first_name} ${user.last_name}`;
  const [filter, setFilter] = useState('');
  const [toUnassign, setToUnassign] = useState<Set<string>>(new Set());
  const [toAssign, setToAssign] = useState<Set<string>>(new Set());
  const [deadline, setDeadline] = useState<string | null>(null);
  const [problem, setProblem] = useState<TProblem>(null);
  const assigned = useUserAssignRows(target, user.id, 'enrolled');
  const unassigned = useUserAssignRows(target, user.id, 'unenrolled');
  const save = useAssignUser(target);

  const shown = useMemo(
    () => ({
      assigned: (assigned.data ?? []).filter((row) => matchesName(row, filter)),
      unassigned: (unassigned.data ?? []).filter((row) => matchesName(row, filter)),
    }),
    [assigned.data, unassigned.data, filter],
  );

  const submit = () => {
    const ticked = tickedChange(target, assigned.data ?? [], unassigned.data ?? [], {
      assigned: toUnassign,
      unassigned: toAssign,
    });
    const change = text.deadlineLabel ? { ...ticked, deadline } : ticked;
    if (change.assign.length + change.unassign.length === 0) {
      setProblem({ title: text.noneSelected, messages: [] });
      return;
    }
    setProblem(null);
    save.mutate(
      { userId: user.id, change },
      {
        onSuccess: () => {
          if (change.assign.length > 0) notifySuccess(text.enrolled);
          if (change.unassign.length > 0) notifySuccess(text.unenrolled);
          onDone();
        },
        onError: (error) => setProblem(assignFailure(error)),
      },
    );
  };

  const failed = assigned.isError || unassigned.isError;
  const tick =
    <T,>(set: (next: T) => void) =>
    (next: T) => {
      set(next);
      setProblem(null);
    };

  return (
    <Stack
      gap="md"
      aria-label={target === 'courses' ? t`Assign courses to ${name}` : t`Assign playlists to ${name}`}
      component="section"
    >
      <Text size="sm">
        {target === 'courses' ? (
          <Trans>
            Courses for{' '}
            <Text span fw={600}>
              {name}
            </Text>
          </Trans>
        ) : (
          <Trans>
            Playlists for{' '}
            <Text span fw={600}>
              {name}
            </Text>
          </Trans>
        )}
      </Text>
      <SearchInput label={text.searchLabel} onSearch={setFilter} />
      {failed && <AssignError title={specText(MSG.GENERIC_ERROR)} messages={[]} />}
      <Accordion multiple defaultValue={['assigned', 'unassigned', 'deadline']} variant="separated">
        <AssignSection
          target={target}
          value="assigned"
          title={text.assignedTitle}
          hint={text.assignedHint}
          rows={shown.assigned}
          loading={assigned.isFetching}
          empty={filter ? text.noAssignedMatch : text.noneAssigned}
          selected={toUnassign}
          onChange={tick(setToUnassign)}
        />
        <AssignSection
          target={target}
          value="unassigned"
          title={text.unassignedTitle}
          hint={text.unassignedHint}
          rows={shown.unassigned}
          loading={unassigned.isFetching}
          empty={filter ? text.noUnassignedMatch : text.allAssigned}
          selected={toAssign}
          onChange={tick(setToAssign)}
        />
        {text.deadlineLabel && (
          <Accordion.Item value="deadline">
            <Accordion.Control>
              <Text fw={600}>
                {text.deadlineLabel}: {formatDeadline(deadline)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              {/* The deadline of the courses ticked to assign; those already assigned keep their own. */}
              <DeadlineStep value={deadline} onChange={tick(setDeadline)} optional />
            </Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>
      {problem && <AssignError title={problem.title} messages={problem.messages} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={failed}>
          {text.saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Assign to Courses or Assign to Playlists for one team member: what they have (tick to unassign) and what they have
 * not (tick to assign), both sections open, one search over both; courses also take an optional deadline for what
 * is assigned (a third section, open too). Keyed by user so each opening starts with nothing
 * ticked.
 */
export function AssignUserPanel({
  target,
  user,
  onClose,
}: {
  target: TAssignTarget;
  user: TTeamUser | null;
  onClose: () => void;
}) {
  return (
    <SidePanel opened={user !== null} onClose={onClose} title={assignTexts(target).panelTitle} size={640}>
      {user && <AssignUserForm key={user.id} target={target} user={user} onDone={onClose} />}
    </SidePanel>
  );
}
