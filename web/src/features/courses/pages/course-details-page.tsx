import type { ReactNode } from 'react';
import { Badge, Box, Button, Grid, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { formatDuration } from '@skillway/shared/rules/duration';
import { safeDescriptionHtml } from '../../courses-admin/lib/safe-description';
import { useLearnerCourse } from '../api/queries';
import { BackToCourses } from '../components/back-to-courses';
import { CourseImage } from '../components/course-image';
import { LearnerCourseState } from '../components/learner-course-state';
import { MaterialOutline } from '../components/material-outline';
import { cardAction } from '../lib/course-card-action';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz={18} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Course details (read-only): name, picture or placeholder, duration, description (links open in a new tab), tags,
 * the training videos and the additional content. An enrolled learner gets the way into the player.
 */
export default function CourseDetailsPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const course = useLearnerCourse(id);

  if (course.isPending || course.isError)
    return <LearnerCourseState isPending={course.isPending} error={course.error} />;
  const data = course.data;
  const watched = data.enrolled?.watched ?? [];
  const additional = [...(data.documents ?? []), ...(data.links ?? []), ...(data.ppts ?? [])].sort(
    (a, b) => a.sort_order - b.sort_order,
  );
  const action = data.enrolled ? cardAction(data.id, data.enrolled) : null;

  return (
    <Stack gap="lg">
      <BackToCourses />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box maw={520}>
            <CourseImage thumbnail={data.thumbnail} size="large" radius="var(--mantine-radius-md)" />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
              {data.name}
            </Title>
            <Group gap="xs">
              <IconClock size={16} aria-hidden />
              <Text size="sm">
                <Text span fw={600}>
                  Duration:
                </Text>{' '}
                {formatDuration(data.minutes)}
              </Text>
              {data.enrolled && (
                <Badge variant="light" color="blue">
                  {data.enrolled.state_text}
                </Badge>
              )}
            </Group>
            {data.topics.length > 0 && (
              <Group gap={6} aria-label="Tags">
                {data.topics.map((topic) => (
                  <Badge key={topic} variant="outline" color="indigo" tt="none">
                    {topic}
                  </Badge>
                ))}
              </Group>
            )}
            {action && (
              <Button
                component={Link}
                to={action.to}
                color={action.color}
                variant={action.variant}
                style={{ alignSelf: 'flex-start' }}
              >
                {action.label}
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Section title="Description">
        {data.description ? (
          <Typography p={0}>
            <div dangerouslySetInnerHTML={{ __html: safeDescriptionHtml(data.description) }} />
          </Typography>
        ) : (
          <Text size="sm" c="dimmed">
            No description.
          </Text>
        )}
      </Section>
      <Section title="Training Materials">
        <MaterialOutline assets={data.videos ?? []} watched={watched} empty="No training videos." />
      </Section>
      <Section title="Additional Content">
        <MaterialOutline assets={additional} watched={watched} empty="No additional content." />
      </Section>
    </Stack>
  );
}
