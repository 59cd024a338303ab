import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Badge, Box, Card, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { USER_COURSE_STATE, type TDashboardCourse } from '@skillway/shared';
import { EmptyState } from '../../../components/empty-state';
import { CourseActionButton } from '../../learning/components/course-action-button';
import { courseCardAction } from '../lib/course-card-action';
import { Widget } from './widget';
import { COURSE_STATE_COLOR } from '../../../lib/course-state-color';
import { specText } from '../../../i18n/spec-text';

function Thumbnail({ course }: { course: TDashboardCourse }) {
  return (
    <AspectRatio ratio={21 / 9}>
      {course.thumbnail ? (
        <Image src={course.thumbnail.medium} alt="" fit="cover" />
      ) : (
        <Box bg="indigo.0" style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
          <IconBook size={36} stroke={1.2} color="var(--mantine-color-indigo-4)" />
        </Box>
      )}
    </AspectRatio>
  );
}

function CourseCard({ course, paused }: { course: TDashboardCourse; paused: boolean }) {
  const { t } = useLingui();
  const progress = course.progress;
  const color = COURSE_STATE_COLOR[course.state] ?? 'gray';
  const complete = course.state === USER_COURSE_STATE.COMPLETE;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={course.name}>
      {/* Phones list the cards without pictures, so four courses fit on a screen or two. */}
      <Card.Section visibleFrom="sm" mb="sm">
        <Thumbnail course={course} />
      </Card.Section>
      <Stack gap={6} style={{ flex: 1 }}>
        <Text fw={600} size="sm" lineClamp={2} title={course.name}>
          {course.name}
        </Text>
        <Badge variant="light" color={color} radius="sm" w="fit-content">
          {specText(course.state_text)}
        </Badge>
        <Progress value={course.progress} size="sm" color={color} aria-label={t`Progress ${progress}%`} />
        <Text size="xs" c="dimmed">
          <Trans>{progress}% complete</Trans>
        </Text>
      </Stack>
      <Box mt="sm">
        <CourseActionButton
          action={{
            label: courseCardAction(course.state),
            to: '/courses/player/$id',
            params: { id: course.id },
            variant: complete ? 'light' : 'filled',
            disabled: paused && !complete,
          }}
          item={course.name}
          size="xs"
          fullWidth
        />
      </Box>
    </Card>
  );
}

/**
 * The Courses widget: the courses the learner was most recently active on, and a button to all of them. `paused`:
 * the company is suspended, so only a completed course opens (learning/lib/learning-paused.ts).
 */
export function CoursesWidget({ courses, paused = false }: { courses: readonly TDashboardCourse[]; paused?: boolean }) {
  const { t } = useLingui();
  return (
    <Widget title={t`My Courses`} link={{ to: '/courses', label: t`All Courses` }}>
      {courses.length === 0 ? (
        <EmptyState icon={<IconBook size={28} aria-hidden />} title={t`No Courses Found`}>
          <Trans>Courses you are enrolled on will appear here.</Trans>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} paused={paused} />
          ))}
        </SimpleGrid>
      )}
    </Widget>
  );
}
