import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { MSG, type TTeamUser } from '@skillway/shared';
import { pickerPersonColumns } from '../../../components/data-table';
import { DeadlineStep } from '../../../components/enrolment/deadline-step';
import { formatDeadline } from '../../../components/enrolment/format-deadline';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAssignTeam } from '../api/mutations';
import { teamPageQuery, useOfferedRows, useTeamList } from '../api/queries';
import { assignTexts, type TAssignTarget, type TOfferedRow } from '../lib/assign-target';
import { useAssignColumns } from './assign-columns';
import { AssignError, assignFailure } from './assign-error';
import { PickStep } from './pick-step';

const PAGE_SIZE = 5;

type TProblem = { title: string; messages: string[] } | null;

function AssignTeamStepper({ target, onDone }: { target: TAssignTarget; onDone: () => void }) {
  const { t } = useLingui();
  const text = assignTexts(target);
  const offeredColumns = useAssignColumns(target);
  // Made on render, so the headings follow the active language.
  const userColumns = pickerPersonColumns<TTeamUser>();
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
    if (users.size === 0) return specText(MSG.TEAM_USERS_NONE_SELECTED);
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
          notifySuccess(specText(result.message));
          onDone();
        },
        onError: (error) => setProblem(assignFailure(error)),
      },
    );
  };

  /** A step heading's count of what is ticked on it. */
  const selectedText = (count: number) => t`${count} selected`;

  const tick = (set: (next: Set<string>) => void) => (next: Set<string>) => {
    set(next);
    setProblem(null);
  };

  return (
    <Stack gap="lg">
      {/* Non-linear: any step can be opened from its heading; ticks are kept while moving between them. */}
      <Stepper active={active} onStepClick={go} allowNextStepsSelect size="sm">
        <Stepper.Step label={t`Select Users`} description={selectedText(users.size)}>
          <PickStep<TTeamUser>
            filterLabel={t`Filter Users By Name`}
            caption={t`Your team`}
            columns={userColumns}
            rows={team.data?.data ?? []}
            total={team.data?.meta.pagination.total ?? 0}
            loading={team.isFetching}
            empty={userList.params.search ? t`Nobody in your team matches this filter.` : specText(MSG.NO_TEAM_FOUND)}
            list={userList}
            rowId={(user) => user.id}
            rowLabel={(user) => `${user.first_name} ${user.last_name}`}
            selected={users}
            onChange={tick(setUsers)}
            minWidth={420}
          />
        </Stepper.Step>
        <Stepper.Step label={text.stepLabel} description={selectedText(picked.size)}>
          <PickStep<TOfferedRow>
            filterLabel={text.stepFilter}
            caption={text.stepCaption}
            columns={offeredColumns}
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

      {(team.isError || offered.isError) && <AssignError title={specText(MSG.GENERIC_ERROR)} messages={[]} />}
      {problem && <AssignError title={problem.title} messages={problem.messages} />}

      <Group justify="flex-end" gap="sm">
        {active === 0 ? (
          <>
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={next}>
              <Trans>Next</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={() => go(active - 1)} disabled={save.isPending}>
              <Trans>Back</Trans>
            </Button>
            {active < last ? (
              <Button onClick={next}>
                <Trans>Next</Trans>
              </Button>
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
    <SidePanel opened={opened} onClose={onClose} title={assignTexts(target).panelTitle} size={720}>
      {opened && <AssignTeamStepper target={target} onDone={onClose} />}
    </SidePanel>
  );
}
