import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconFolders, IconUsers } from '@tabler/icons-react';
import type { TCourse } from '@skillway/shared';
import { BackToLibrary } from './course-page-state';
import { ButtonLink } from '../../../components/links/button-link';

export type TCourseSubpage = 'content' | 'users' | 'report';

// Each is a screen of one course, so all take the course id as their `$id`.
const LINKS = [
  { page: 'content', label: 'Content', icon: IconFolders, to: '/admin/courses/$id' },
  { page: 'users', label: 'Users', icon: IconUsers, to: '/admin/courses/$id/users' },
  { page: 'report', label: 'Report', icon: IconChartBar, to: '/admin/courses-report/$id' },
] as const satisfies readonly { page: TCourseSubpage; label: string; icon: typeof IconUsers; to: string }[];

/**
 * The heading of a course's own screens (users, report): the way back to the library, the screen's title with the
 * course's name, links to the course's other screens, and the screen's own actions.
 */
export function CourseSubpageHeader({
  course,
  page,
  title,
  description,
  actions,
  back = <BackToLibrary />,
}: {
  course: TCourse;
  page: TCourseSubpage;
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The way back: the library unless the screen was reached from elsewhere (the reports). */
  back?: ReactNode;
}) {
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {course.name}
            {description ? ` · ${description}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap" component="nav" aria-label="This course">
          {LINKS.filter((link) => link.page !== page).map((link) => (
            <ButtonLink
              key={link.page}
              to={link.to}
              params={{ id: course.id }}
              variant="default"
              size="sm"
              leftSection={<link.icon size={16} aria-hidden />}
            >
              {link.label}
            </ButtonLink>
          ))}
        </Group>
      </Group>
      {actions}
    </Stack>
  );
}
