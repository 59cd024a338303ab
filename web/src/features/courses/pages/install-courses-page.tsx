import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { CARD_DESCRIPTION_LENGTH, MSG, type TCatalogueCourse } from '@skillway/shared';
import { formatDuration } from '@skillway/shared/rules/duration';
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
  const install = useInstallCourses();
  const confirmInstall = async () => {
    const ok = await confirmAction({
      title: 'Install course',
      message: `Install "${course.name}" into your course library? It arrives unpublished, with its materials and test.`,
      confirmLabel: 'Install',
    });
    if (!ok) return;
    install.mutate([course.slug], {
      onSuccess: (result) => notifySuccess(result.message || MSG.COURSES_INSTALLED),
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
              Installed
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="indigo" tt="none">
            {course.course_type_name}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {formatDuration(course.minutes)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {excerpt(course.description)}
        </Text>
        <Text size="sm">
          {course.total_materials} material{course.total_materials === 1 ? '' : 's'} · {course.total_questions} test
          question
          {course.total_questions === 1 ? '' : 's'}
        </Text>
        {course.installed && course.course_id ? (
          <ButtonLink
            to="/admin/courses/$id"
            params={{ id: course.course_id }}
            variant="default"
            fullWidth
            aria-label={itemActionName('Open in your library', course.name)}
          >
            Open in your library
          </ButtonLink>
        ) : (
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void confirmInstall()}
            loading={install.isPending}
            fullWidth
            aria-label={itemActionName('Install', course.name)}
          >
            Install
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Install courses: the default courses that ship with the product; installing copies one into the company. */
export default function InstallCoursesPage() {
  const catalogue = useCatalogue();
  return (
    <Stack gap="lg">
      <BackToLibrary />
      <div>
        <Title order={1} fz={28}>
          Install Courses
        </Title>
        <Text c="dimmed" mt={4}>
          Ready-made courses with materials and a test. An installed course is yours to edit, publish and enrol.
        </Text>
      </div>
      {catalogue.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label="Loading the course catalogue" />
        </Center>
      )}
      {catalogue.isError && (
        <LoadError title="The course catalogue could not be loaded" onRetry={() => void catalogue.refetch()} />
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
