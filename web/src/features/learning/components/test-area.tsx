import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconLock, IconPencil, IconX } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { LEARNER_TEXT, type TLearnerEnrolment } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { ButtonLink } from '../../../components/links/button-link';
import { downloadCertificate } from '../../certificates/lib/open-certificate';
import { useSession } from '../../../api';
import { testAreaOf } from '../lib/test-area';

// The test (its questions, steps, selects and the agreement dialog) is fetched when the learner starts it, so the
// course player's first load carries only the player.
const TestPanel = lazy(async () => ({ default: (await import('../../test-taking/components/test-panel')).TestPanel }));

interface TTestAreaProps {
  courseId: string;
  enrolled: TLearnerEnrolment;
  /** The test was submitted: read the course again. */
  onSubmitted: () => void;
}

/**
 * The player's test area, in the spec's four states: locked until all the content is accessed; ready with Start
 * Test; failed with the score, Take test again and View Result (the test log); passed or complete with Download
 * Certificate.
 */
export function TestArea({ courseId, enrolled, onSubmitted }: TTestAreaProps) {
  const { t } = useLingui();
  const session = useSession();
  const [testOpen, setTestOpen] = useState(false);
  // Mounted from the first start on, so closing keeps its transition.
  const [testStarted, setTestStarted] = useState(false);
  if (testOpen && !testStarted) setTestStarted(true);
  const [fetching, setFetching] = useState(false);
  const section = useRef<HTMLElement>(null);
  // The area's state when a test was submitted: once the course is read again the button that opened the panel may
  // be gone (Start Test becomes Download Certificate), so the focus moves to the new state's first control rather
  // than fall back to the page (WCAG 2.4.3).
  const submittedFrom = useRef<string | null>(null);
  const area = testAreaOf(enrolled);
  const kind = area?.kind ?? null;
  useEffect(() => {
    // Once the result panel is closed (it stays open on the result while the course is read again).
    if (testOpen || submittedFrom.current === null || submittedFrom.current === kind) return;
    submittedFrom.current = null;
    section.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [kind, testOpen]);
  if (!area) return null;

  const testPanel = testStarted && (
    <Suspense fallback={null}>
      <TestPanel
        courseId={courseId}
        opened={testOpen}
        onClose={() => setTestOpen(false)}
        onSubmitted={() => {
          // The panel shows the result; the course is read again behind it.
          submittedFrom.current ??= area.kind;
          onSubmitted();
        }}
      />
    </Suspense>
  );

  const heading = enrolled.has_test ? t`Test` : t`Course Complete`;
  let body;
  switch (area.kind) {
    case 'locked':
      body = (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          <Text size="sm">{specText(LEARNER_TEXT.TEST_LOCKED)}</Text>
        </Alert>
      );
      break;
    case 'ready':
      body = (
        <Stack gap="sm" align="flex-start">
          <Text>{specText(LEARNER_TEXT.TEST_READY)}</Text>
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setTestOpen(true)}>
            {specText(LEARNER_TEXT.START_TEST)}
          </Button>
        </Stack>
      );
      break;
    case 'failed': {
      const score = area.score;
      body = (
        <Stack gap="sm" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconX size={18} color="var(--mantine-color-red-6)" aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text fw={600}>{t`Test failed. You scored ${score}%`}</Text>
          </Group>
          <Group gap="sm">
            <Button onClick={() => setTestOpen(true)}>{specText(LEARNER_TEXT.TAKE_TEST_AGAIN)}</Button>
            <ButtonLink
              variant="light"
              to="/courses/test/log/$id/$userId"
              params={{ id: courseId, userId: session?.user.id ?? '' }}
            >
              {specText(LEARNER_TEXT.VIEW_RESULT)}
            </ButtonLink>
          </Group>
        </Stack>
      );
      break;
    }
    case 'passed':
      body = (
        <Stack gap="sm" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCircleCheck
              size={20}
              color="var(--mantine-color-green-6)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text fw={600}>{specText(LEARNER_TEXT.TEST_PASSED)}</Text>
          </Group>
          <Button
            color="green"
            // Not `loading`: a disabled button drops the keyboard focus to the page while the link is fetched.
            leftSection={
              fetching ? <Loader size={14} color="white" aria-hidden /> : <IconCertificate size={16} aria-hidden />
            }
            aria-busy={fetching || undefined}
            onClick={() => {
              if (fetching) return;
              setFetching(true);
              void downloadCertificate(courseId).finally(() => setFetching(false));
            }}
          >
            {specText(LEARNER_TEXT.DOWNLOAD_CERTIFICATE)}
          </Button>
        </Stack>
      );
      break;
  }

  return (
    <Paper ref={section} withBorder radius="md" p="md" component="section" aria-label={heading}>
      <Title order={2} fz={18} mb="sm">
        {heading}
      </Title>
      {body}
      {testPanel}
    </Paper>
  );
}
