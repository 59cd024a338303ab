import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDue, IconClock } from '@tabler/icons-react';
import { USER_COURSE_STATE, type TLearnerCourse } from '@skillway/shared';
import { formatDuration } from '@skillway/shared/rules/duration';
import { formatLongDate } from '../../../lib/format-date';
import { cardAction } from '../lib/course-card-action';
import { cardDescription } from '../lib/description-text';
import { CourseImage } from './course-image';
import { COURSE_STATE_COLOR } from '../../../lib/course-state-color';
import { ButtonLink } from '../../../components/links/button-link';

/**
 * One course on My Courses (and any learner list of courses): picture, name, the description cut to 100
 * characters, duration, the caller's status, progress and deadline, and the button for their state.
 */
export function CourseCard({ course }: { course: TLearnerCourse }) {
  const action = cardAction(course.id, course.enrolled);
  const enrolled = course.enrolled;
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article" aria-label={course.name}>
      <Card.Section>
        <CourseImage thumbnail={course.thumbnail} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Title>
          {enrolled && (
            <Badge color={COURSE_STATE_COLOR[enrolled.state] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {enrolled.state_text}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {cardDescription(course.description)}
        </Text>
        <Group gap="md" mt="auto">
          <Group gap={4}>
            <IconClock size={14} aria-hidden />
            <Text size="xs">{formatDuration(course.minutes)}</Text>
          </Group>
          {enrolled?.deadline && (
            <Group gap={4}>
              <IconCalendarDue size={14} aria-hidden />
              <Text size="xs">Deadline: {formatLongDate(enrolled.deadline)}</Text>
            </Group>
          )}
        </Group>
        {enrolled && enrolled.state !== USER_COURSE_STATE.NOT_STARTED && (
          <Progress
            value={enrolled.progress}
            size="sm"
            color={COURSE_STATE_COLOR[enrolled.state] ?? 'blue'}
            aria-label={`${course.name}: ${enrolled.progress}% complete`}
          />
        )}
      </Stack>
      <ButtonLink to={action.to} params={action.params} color={action.color} variant={action.variant} fullWidth mt="md">
        {action.label}
      </ButtonLink>
    </Card>
  );
}
