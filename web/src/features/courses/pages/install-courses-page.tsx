import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { CARD_DESCRIPTION_LENGTH, LANGUAGE_NAME, MSG, type TCatalogueCourse } from '@skillway/shared';
import { formatDuration } from '../../../lib/format-duration';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useInstallCourses } from '../api/mutations';
import { useCatalogue } from '../api/queries';
import { itemActionName } from '../../../components/item-label';
import { ButtonLink } from '../../../components/links/button-link';
import { BackToLibrary } from '../components/course-page-state';
import { CourseThumbnail } from '../components/course-thumbnail';
import { LoadError } from '../../../components/load-error';

/** The description as plain text, cut at a word near the card length. */
function excerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  if (text.length <= CARD_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, CARD_DESCRIPTION_LENGTH);
  const words = cut.slice(0, Math.max(cut.lastIndexOf(' '), CARD_DESCRIPTION_LENGTH - 20));
  return `${words.replace(/[\s.,;:]+$/, '')}…`;
}

function CatalogueCard({ course }: { course: TCatalogueCourse }) {
  const { t } = useLingui();
  const install = useInstallCourses();
  const name = course.name;
  const materials = course.total_materials;
  const questions = course.total_questions;
  const confirmInstall = async () => {
    const ok = await confirmAction({
      title: t`Install course`,
      message: t`Install "${name}" into your course library? It arrives unpublished, with its materials and test.`,
      confirmLabel: t`Install`,
    });
    if (!ok) return;
    install.mutate([course.slug], {
      onSuccess: (result) => notifySuccess(specText(result.message || MSG.COURSES_INSTALLED)),
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={course.name}>
      <Card.Section mb="md">
        <CourseThumbnail thumbnail={course.thumbnail} flush />
      </Card.Section>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz={18}>
            {course.name}
          </Title>
          {course.installed && (
            <Badge
              color="green"
              variant="light"
              leftSection={<IconCheck size={12} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              <Trans>Installed</Trans>
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="indigo" tt="none">
            {specText(course.course_type_name)}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {formatDuration(course.minutes)}
          </Badge>
          {/* The language the course is written in (the catalogue's: English), marked as that language. */}
          <Badge variant="outline" color="gray" tt="none" lang={course.language}>
            {LANGUAGE_NAME[course.language]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {excerpt(course.description)}
        </Text>
        <Text size="sm">
          <Trans>
            <Plural value={materials} one="# material" other="# materials" /> ·{' '}
            <Plural value={questions} one="# test question" other="# test questions" />
          </Trans>
        </Text>
        {course.installed && course.course_id ? (
          <ButtonLink
            to="/admin/courses/$id"
            params={{ id: course.course_id }}
            variant="default"
            fullWidth
            aria-label={itemActionName(t`Open in your library`, name)}
          >
            <Trans>Open in your library</Trans>
          </ButtonLink>
        ) : (
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void confirmInstall()}
            loading={install.isPending}
            fullWidth
            aria-label={itemActionName(t`Install`, name)}
          >
            <Trans>Install</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Install courses: the default courses that ship with the product; installing copies one into the company. */
export default function InstallCoursesPage() {
  const { t } = useLingui();
  const catalogue = useCatalogue();
  return (
    <Stack gap="lg">
      <BackToLibrary />
      <div>
        <Title order={1} fz={28}>
          <Trans>Install Courses</Trans>
        </Title>
        <Text c="dimmed" mt={4}>
          <Trans>
            Ready-made courses with materials and a test. An installed course is yours to edit, publish and enrol.
          </Trans>
        </Text>
      </div>
      {catalogue.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading the course catalogue`} />
        </Center>
      )}
      {catalogue.isError && (
        <LoadError title={t`The course catalogue could not be loaded`} onRetry={() => void catalogue.refetch()} />
      )}
      {catalogue.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {catalogue.data.map((course) => (
            <CatalogueCard key={course.slug} course={course} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
