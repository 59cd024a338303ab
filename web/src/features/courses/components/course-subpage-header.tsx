import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconFolders, IconUsers } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import type { TCourse } from '@skillway/shared';
import { BackToLibrary } from './course-page-state';
import { ButtonLink } from '../../../components/links/button-link';

export type TCourseSubpage = 'content' | 'users' | 'report';

// Each is a screen of one course, so all take the course id as their `$id`.
const LINKS = [
  { page: 'content', label: msg`Content`, icon: IconFolders, to: '/admin/courses/$id' },
  { page: 'users', label: msg`Users`, icon: IconUsers, to: '/admin/courses/$id/users' },
  { page: 'report', label: msg`Report`, icon: IconChartBar, to: '/admin/courses-report/$id' },
] as const satisfies readonly { page: TCourseSubpage; label: MessageDescriptor; icon: typeof IconUsers; to: string }[];

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
  const { t } = useLingui();
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
        <Group gap="xs" wrap="wrap" component="nav" aria-label={t`This course`}>
          {LINKS.filter((link) => link.page !== page).map((link) => (
            <ButtonLink
              key={link.page}
              to={link.to}
              params={{ id: course.id }}
              variant="default"
              size="sm"
              leftSection={<link.icon size={16} aria-hidden />}
            >
              {t(link.label)}
            </ButtonLink>
          ))}
        </Group>
      </Group>
      {actions}
    </Stack>
  );
}
