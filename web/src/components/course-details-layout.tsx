import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Grid, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatDuration } from '../lib/format-duration';
import { safeDescriptionHtml } from '../features/courses/lib/safe-description';

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

/** A course's documents, links, slide decks and e-learning packages in the order the admin arranged them. */
export function additionalContentOf<T extends { sort_order: number }>(course: {
  documents?: readonly T[] | null;
  links?: readonly T[] | null;
  ppts?: readonly T[] | null;
  packages?: readonly T[] | null;
}): T[] {
  return [
    ...(course.documents ?? []),
    ...(course.links ?? []),
    ...(course.ppts ?? []),
    ...(course.packages ?? []),
  ].sort((a, b) => a.sort_order - b.sort_order);
}

interface TCourseDetailsLayoutProps {
  course: { name: string; minutes: number; topics: readonly string[]; description?: string | null };
  picture: ReactNode;
  /** Shown after the duration: the course type and state for admins, the learner's own state for learners. */
  badges: ReactNode;
  /** Under the tags: the way into the player, when there is one. */
  action?: ReactNode;
  trainingMaterials: ReactNode;
  additionalContent: ReactNode;
  /** Side panels: picture above the text, and a smaller heading. */
  narrow?: boolean;
  /** Above everything, e.g. the way back to the list. */
  header?: ReactNode;
}

/**
 * The course details as admins preview them and learners read them: name, picture, duration, description (links
 * open in a new tab), tags, then the training materials and the additional content. Each screen fills in its own
 * picture, badges and material lists.
 */
export function CourseDetailsLayout({
  course,
  picture,
  badges,
  action,
  trainingMaterials,
  additionalContent,
  narrow = false,
  header,
}: TCourseDetailsLayoutProps) {
  const { t } = useLingui();
  const wide = narrow ? 12 : { base: 12, md: 5 };
  const rest = narrow ? 12 : { base: 12, md: 7 };
  return (
    <Stack gap="lg">
      {header}
      <Grid gap="lg">
        <Grid.Col span={wide}>
          <Box maw={520}>{picture}</Box>
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
                  <Trans>Duration:</Trans>
                </Text>{' '}
                {formatDuration(course.minutes)}
              </Text>
              {badges}
            </Group>
            {course.topics.length > 0 && (
              <Group gap={6} aria-label={t`Tags`}>
                {course.topics.map((topic) => (
                  <Badge key={topic} variant="outline" color="indigo" tt="none">
                    {topic}
                  </Badge>
                ))}
              </Group>
            )}
            {action}
          </Stack>
        </Grid.Col>
      </Grid>

      <Section title={t`Description`}>
        {course.description ? (
          <Typography p={0}>
            <div dangerouslySetInnerHTML={{ __html: safeDescriptionHtml(course.description) }} />
          </Typography>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No description.</Trans>
          </Text>
        )}
      </Section>
      <Section title={t`Training Materials`}>{trainingMaterials}</Section>
      <Section title={t`Additional Content`}>{additionalContent}</Section>
    </Stack>
  );
}
