import { useState } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { MSG, type TTeamCourse, type TTeamUser } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { SidePanel } from '../../../components/side-panel';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAssignUsersToCourses } from '../api/mutations';
import { useAssignableCourses, useTeamPage } from '../api/queries';
import { AssignError, fieldMessages, notifyAssignFailure } from './assign-error';
import { COURSE_COLUMNS } from './course-columns';
import { PickStep } from './pick-step';

const PAGE_SIZE = 5;

const USER_COLUMNS: readonly TColumn<TTeamUser>[] = [
  { key: 'first_name', header: 'First Name', cell: (user) => user.first_name },
  { key: 'last_name', header: 'Surname', cell: (user) => user.last_name },
  { key: 'email', header: 'Email', cell: (user) => user.email },
];

type TProblem = { title: string; messages: string[] } | null;

function AssignTeamCoursesStepper({ onDone }: { onDone: () => void }) {
  const [active, setActive] = useState(0);
  const [users, setUsers] = useState<Set<string>>(new Set());
  const [courses, setCourses] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<TProblem>(null);
  const userList = useListParams({ limit: PAGE_SIZE, orderBy: 'first_name', sortedBy: 'asc' });
  const courseList = useListParams({ limit: PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' });
  const team = useTeamPage(userList.params, true);
  const offered = useAssignableCourses(courseList.params, true);
  const save = useAssignUsersToCourses();

  const go = (step: number) => {
    if (save.isPending) return;
    setProblem(null);
    setActive(step);
  };

  const submit = () => {
    const missing =
      users.size === 0 ? MSG.TEAM_USERS_NONE_SELECTED : courses.size === 0 ? MSG.TEAM_COURSES_NONE_SELECTED : null;
    if (missing) {
      setProblem({ title: missing, messages: [] });
      if (users.size === 0) setActive(0);
      return;
    }
    setProblem(null);
    save.mutate(
      { users: [...users], assign_courses: [...courses] },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onDone();
        },
        onError: (error) => {
          notifyAssignFailure();
          setProblem({ title: MSG.FORM_ERROR, messages: fieldMessages(error) });
        },
      },
    );
  };

  const tick = (set: (next: Set<string>) => void) => (next: Set<string>) => {
    set(next);
    setProblem(null);
  };

  return (
    <Stack gap="lg">
      {/* Non-linear: either step can be opened from its heading; ticks are kept while moving between them. */}
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
        <Stepper.Step label="Select Courses" description={`${courses.size} selected`}>
          <PickStep<TTeamCourse>
            filterLabel="Filter Course By Name"
            caption="Published courses"
            columns={COURSE_COLUMNS}
            rows={offered.data?.data ?? []}
            total={offered.data?.meta.pagination.total ?? 0}
            loading={offered.isFetching}
            empty={courseList.params.search ? 'No published course matches this filter.' : 'No published courses yet.'}
            list={courseList}
            rowId={(course) => course.id}
            rowLabel={(course) => course.name}
            selected={courses}
            onChange={tick(setCourses)}
            minWidth={300}
          />
        </Stepper.Step>
      </Stepper>

      {(team.isError || offered.isError) && <AssignError title={MSG.GENERIC_ERROR} messages={[]} />}
      {problem && <AssignError title={problem.title} messages={problem.messages} />}

      <Group justify="flex-end" gap="sm">
        {active === 0 ? (
          <>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button onClick={() => go(1)}>Next</Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={() => go(0)} disabled={save.isPending}>
              Back
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Save Courses
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

/** The team-wide Assign Courses: step 1 Select Users, step 2 Select Courses (published ones), then save. */
export function AssignTeamCoursesPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <SidePanel opened={opened} onClose={onClose} title="Assign Courses" size={720}>
      {opened && <AssignTeamCoursesStepper onDone={onClose} />}
    </SidePanel>
  );
}
