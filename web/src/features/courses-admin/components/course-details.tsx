import type { ReactNode } from 'react';
import { Badge, Box, Grid, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { TCourse } from '@skillway/shared';
import { formatDuration } from '@skillway/shared/rules/duration';
import { safeDescriptionHtml } from '../lib/safe-description';
import { AdditionalContent } from './additional-content';
import { CourseThumbnail } from './course-thumbnail';
import { TrainingVideos } from './training-videos';

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
 * A course as a learner sees its details: name, picture, duration, description (links open in a new tab), topics,
 * the training videos in a player, and the additional content (documents, links, slide decks). The preview screen
 * shows it full width; the Show Course Details panel `narrow`, picture above the text.
 */
export function CourseDetails({ course, narrow = false }: { course: TCourse; narrow?: boolean }) {
  const additional = [...(course.documents ?? []), ...(course.links ?? []), ...(course.ppts ?? [])].sort(
    (a, b) => a.sort_order - b.sort_order,
  );
  const wide = narrow ? 12 : { base: 12, md: 5 };
  const rest = narrow ? 12 : { base: 12, md: 7 };

  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={wide}>
          <Box maw={520}>
            <CourseThumbnail thumbnail={course.thumbnail} />
          </Box>
        </Grid.Col>
        <Grid.Col span={rest}>
          <Stack gap="sm">
            <Title order={narrow ? 2 : 1} fz={narrow ? 22 : 28} style={{ overflowWrap: 'anywhere' }}>
              {course.name}
            </Title>
            <Group gap="xs">
              <IconClock size={16} aria-hidden />
              <Text size="sm">
                <Text span fw={600}>
                  Duration:
                </Text>{' '}
                {formatDuration(course.minutes)}
              </Text>
              <Badge variant="light" color="gray">
                {course.course_type_name}
              </Badge>
              {!course.published && (
                <Badge variant="light" color="red">
                  Unpublished
                </Badge>
              )}
            </Group>
            {course.topics.length > 0 && (
              <Group gap={6} aria-label="Tags">
                {course.topics.map((topic) => (
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
        {course.description ? (
          <Typography p={0}>
            <div dangerouslySetInnerHTML={{ __html: safeDescriptionHtml(course.description) }} />
          </Typography>
        ) : (
          <Text size="sm" c="dimmed">
            No description.
          </Text>
        )}
      </Section>
      <Section title="Training Materials">
        <TrainingVideos videos={course.videos ?? []} />
      </Section>
      <Section title="Additional Content">
        <AdditionalContent assets={additional} />
      </Section>
    </Stack>
  );
}
