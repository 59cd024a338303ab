import { useState } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { MSG, type TTeamUser } from '@skillway/shared';
import { pickerPersonColumns } from '../../../components/data-table';
import { DeadlineStep } from '../../../components/enrolment/deadline-step';
import { formatDeadline } from '../../../components/enrolment/format-deadline';
import { SidePanel } from '../../../components/side-panel';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAssignTeam } from '../api/mutations';
import { teamPageQuery, useOfferedRows, useTeamList } from '../api/queries';
import { ASSIGN_TEXTS, type TAssignTarget, type TOfferedRow } from '../lib/assign-target';
import { ASSIGN_COLUMNS } from './assign-columns';
import { AssignError, assignFailure } from './assign-error';
import { PickStep } from './pick-step';

const PAGE_SIZE = 5;

const USER_COLUMNS = pickerPersonColumns<TTeamUser>();

type TProblem = { title: string; messages: string[] } | null;

function AssignTeamStepper({ target, onDone }: { target: TAssignTarget; onDone: () => void }) {
  const text = ASSIGN_TEXTS[target];
  const [active, setActive] = useState(0);
  const [users, setUsers] = useState<Set<string>>(new Set());
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [deadline, setDeadline] = useState<string | null>(null);
  const [problem, setProblem] = useState<TProblem>(null);
  // Courses: Select Users, Select Courses, Set Deadline (optional). Playlists: the first two.
  const last = text.deadlineLabel ? 2 : 1;
  const userList = useListParams({ limit: PAGE_SIZE, orderBy: 'first_name', sortedBy: 'asc' });
  const offeredList = useListParams({ limit: PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' });
  const team = useTeamList(teamPageQuery(userList.params));
  const offered = useOfferedRows(target, offeredList.params, true);
  const save = useAssignTeam(target);

  const go = (step: number) => {
    if (save.isPending) return;
    setProblem(null);
    setActive(step);
  };

  /** What the save would refuse by step `step`: nobody ticked, then (from the second step) nothing to assign. */
  const missing = (step: number): string | null => {
    if (users.size === 0) return MSG.TEAM_USERS_NONE_SELECTED;
    return step >= 1 && picked.size === 0 ? text.noneSelected : null;
  };

  /** Says what is missing (with the save's message); nobody ticked goes back to Select Users. */
  const refused = (step: number): boolean => {
    const found = missing(step);
    if (!found) return false;
    setProblem({ title: found, messages: [] });
    if (users.size === 0) setActive(0);
    return true;
  };

  const next = () => {
    if (!refused(active)) go(active + 1);
  };

  const submit = () => {
    if (refused(last)) return;
    setProblem(null);
    save.mutate(
      { users: [...users], ids: [...picked], deadline },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onDone();
        },
        onError: (error) => setProblem(assignFailure(error)),
      },
    );
  };

  const tick = (set: (next: Set<string>) => void) => (next: Set<string>) => {
    set(next);
    setProblem(null);
  };

  return (
    <Stack gap="lg">
      {/* Non-linear: any step can be opened from its heading; ticks are kept while moving between them. */}
      <Stepper active={active} onStepClick={go} allowNextStepsSelect size="sm">
        <Stepper.Step label="Select Users" description={`${users.size} selected`}>
          <PickStep<TTeamUser>
            filterLabel="Filter Users By Name"
            caption="Your team"
            columns={USER_COLUMNS}
            rows={team.data?.data ?? []}
            total={team.data?.meta.pagination.total ?? 0}
            loading={team.isFetching}
            empty={userList.params.search ? 'Nobody in your team matches this filter.' : MSG.NO_TEAM_FOUND}
            list={userList}
            rowId={(user) => user.id}
            rowLabel={(user) => `${user.first_name} ${user.last_name}`}
            selected={users}
            onChange={tick(setUsers)}
            minWidth={420}
          />
        </Stepper.Step>
        <Stepper.Step label={text.stepLabel} description={`${picked.size} selected`}>
          <PickStep<TOfferedRow>
            filterLabel={text.stepFilter}
            caption={text.stepCaption}
            columns={ASSIGN_COLUMNS[target]}
            rows={offered.data?.data ?? []}
            total={offered.data?.meta.pagination.total ?? 0}
            loading={offered.isFetching}
            empty={offeredList.params.search ? text.noOfferedMatch : text.noOffered}
            list={offeredList}
            rowId={(row) => row.id}
            rowLabel={(row) => row.name}
            selected={picked}
            onChange={tick(setPicked)}
            minWidth={300}
          />
        </Stepper.Step>
        {text.deadlineLabel && (
          <Stepper.Step label={text.deadlineLabel} description={formatDeadline(deadline)}>
            <DeadlineStep
              value={deadline}
              onChange={(date) => {
                setDeadline(date);
                setProblem(null);
              }}
              optional
            />
          </Stepper.Step>
        )}
      </Stepper>

      {(team.isError || offered.isError) && <AssignError title={MSG.GENERIC_ERROR} messages={[]} />}
      {problem && <AssignError title={problem.title} messages={problem.messages} />}

      <Group justify="flex-end" gap="sm">
        {active === 0 ? (
          <>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button onClick={next}>Next</Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={() => go(active - 1)} disabled={save.isPending}>
              Back
            </Button>
            {active < last ? (
              <Button onClick={next}>Next</Button>
            ) : (
              <Button onClick={submit} loading={save.isPending}>
                {text.teamSaveLabel}
              </Button>
            )}
          </>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The team-wide Assign Courses / Assign Playlists: step 1 Select Users, step 2 the published courses or playlists,
 * for courses step 3 an optional deadline (the administrator's enrol panel's Set Deadline step), then save.
 */
export function AssignTeamPanel({
  target,
  opened,
  onClose,
}: {
  target: TAssignTarget;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <SidePanel opened={opened} onClose={onClose} title={ASSIGN_TEXTS[target].panelTitle} size={720}>
      {opened && <AssignTeamStepper target={target} onDone={onClose} />}
    </SidePanel>
  );
}
