import { Stack, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { ROLE } from '@skillway/shared';
import { useSession } from '../../../api';
import { EmptyState } from '../../../components/empty-state';
import { RouteButton } from '../../../components/route-button';
import { routeExists } from '../../../routes/route-table';

/** My Courses. The course catalogue arrives with the courses issue; until then there is nothing to list. */
export default function MyCoursesPage() {
  const session = useSession();
  const isAdmin = session?.user.role_id === ROLE.ADMIN;
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        My Courses
      </Title>
      <EmptyState
        icon={<IconBook size={28} aria-hidden />}
        title="No Courses Found"
        action={
          // The spec's admin-only link to the course list, once that screen exists.
          isAdmin && routeExists('/admin/courses') ? (
            <RouteButton to="/admin/courses" variant="light">
              Go to the course list
            </RouteButton>
          ) : undefined
        }
      >
        Courses you are enrolled on will appear here.
      </EmptyState>
    </Stack>
  );
}
