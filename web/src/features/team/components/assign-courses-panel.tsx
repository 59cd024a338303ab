import { useMemo, useState } from 'react';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { MSG, type TTeamUser } from '@skillway/shared';
import { SearchInput } from '../../../components/search-input';
import { SidePanel } from '../../../components/side-panel';
import { notifySuccess } from '../../../lib/notify';
import { useAssignUserCourses } from '../api/mutations';
import { useUserCourses } from '../api/queries';
import { assignmentBody, matchesCourse } from '../lib/course-assignment';
import { AssignError, fieldMessages, notifyAssignFailure } from './assign-error';
import { CourseSection } from './course-section';

type TProblem = { title: string; messages: string[] } | null;

function AssignCoursesForm({ user, onDone }: { user: TTeamUser; onDone: () => void }) {
  const [filter, setFilter] = useState('');
  const [toUnassign, setToUnassign] = useState<Set<string>>(new Set());
  const [toAssign, setToAssign] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<TProblem>(null);
  const assigned = useUserCourses(user.id, 'enrolled');
  const unassigned = useUserCourses(user.id, 'unenrolled');
  const save = useAssignUserCourses();

  const shown = useMemo(
    () => ({
      assigned: (assigned.data ?? []).filter((course) => matchesCourse(course, filter)),
      unassigned: (unassigned.data ?? []).filter((course) => matchesCourse(course, filter)),
    }),
    [assigned.data, unassigned.data, filter],
  );

  const submit = () => {
    const body = assignmentBody(assigned.data ?? [], unassigned.data ?? [], {
      assigned: toUnassign,
      unassigned: toAssign,
    });
    const assigning = body.assign_courses?.length ?? 0;
    const unassigning = body.unassign_courses?.length ?? 0;
    if (assigning + unassigning === 0) {
      setProblem({ title: MSG.TEAM_COURSES_NONE_SELECTED, messages: [] });
      return;
    }
    setProblem(null);
    save.mutate(
      { userId: user.id, body },
      {
        onSuccess: () => {
          if (assigning > 0) notifySuccess(MSG.TEAM_COURSES_ENROLLED);
          if (unassigning > 0) notifySuccess(MSG.TEAM_COURSES_UNENROLLED);
          onDone();
        },
        onError: (error) => {
          notifyAssignFailure();
          setProblem({ title: MSG.FORM_ERROR, messages: fieldMessages(error) });
        },
      },
    );
  };

  const failed = assigned.isError || unassigned.isError;
  const tick = (set: (next: Set<string>) => void) => (next: Set<string>) => {
    set(next);
    setProblem(null);
  };

  return (
    <Stack gap="md" aria-label={`Assign courses to ${user.first_name} ${user.last_name}`} component="section">
      <Text size="sm">
        Courses for{' '}
        <Text span fw={600}>
          {user.first_name} {user.last_name}
        </Text>
      </Text>
      <SearchInput label="Search Courses" onSearch={setFilter} />
      {failed && <AssignError title={MSG.GENERIC_ERROR} messages={[]} />}
      <Accordion multiple defaultValue={['assigned', 'unassigned']} variant="separated">
        <CourseSection
          value="assigned"
          title="Courses Assigned"
          hint="Tick the courses to unassign."
          rows={shown.assigned}
          loading={assigned.isFetching}
          empty={filter ? 'No assigned courses match the search.' : 'No courses are assigned yet.'}
          selected={toUnassign}
          onChange={tick(setToUnassign)}
        />
        <CourseSection
          value="unassigned"
          title="Courses Unassigned"
          hint="Tick the courses to assign. Only published courses can be assigned."
          rows={shown.unassigned}
          loading={unassigned.isFetching}
          empty={filter ? 'No unassigned courses match the search.' : 'Every course is assigned.'}
          selected={toAssign}
          onChange={tick(setToAssign)}
        />
      </Accordion>
      {problem && <AssignError title={problem.title} messages={problem.messages} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={failed}>
          Save Courses
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Assign to Courses for one team member: the courses they have (tick to unassign) and those they have not (tick to
 * assign), both sections open, one search over both. Keyed by user so each opening starts with nothing ticked.
 */
export function AssignCoursesPanel({ user, onClose }: { user: TTeamUser | null; onClose: () => void }) {
  return (
    <SidePanel opened={user !== null} onClose={onClose} title="Assign Courses" size={640}>
      {user && <AssignCoursesForm key={user.id} user={user} onDone={onClose} />}
    </SidePanel>
  );
}
