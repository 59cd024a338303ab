import type { ReactNode } from 'react';
import { Badge, Box, Grid, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { formatDuration } from '@skillway/shared/rules/duration';
import { useCourse } from '../api/queries';
import { AdditionalContent } from '../components/additional-content';
import { CourseThumbnail } from '../components/course-thumbnail';
import { TrainingVideos } from '../components/training-videos';
import { safeDescriptionHtml } from '../lib/safe-description';
import { BackToLibrary, CoursePageState } from '../components/course-page-state';

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
 * The course as a learner sees its details: name, picture, duration, description (links open in a new tab),
 * topics, the training videos in a player, and the additional content (documents, links, slide decks).
 */
export default function CoursePreviewPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const course = useCourse(id);

  if (course.isPending || course.isError) return <CoursePageState isPending={course.isPending} />;
  const data = course.data;
  const additional = [...(data.documents ?? []), ...(data.links ?? []), ...(data.ppts ?? [])].sort(
    (a, b) => a.sort_order - b.sort_order,
  );

  return (
    <Stack gap="lg">
      <BackToLibrary />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box maw={520}>
            <CourseThumbnail thumbnail={data.thumbnail} />
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
              <Badge variant="light" color="gray">
                {data.course_type_name}
              </Badge>
              {!data.published && (
                <Badge variant="light" color="red">
                  Unpublished
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
        <TrainingVideos videos={data.videos ?? []} />
      </Section>
      <Section title="Additional Content">
        <AdditionalContent assets={additional} />
      </Section>
    </Stack>
  );
}
