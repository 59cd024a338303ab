import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MSG, parseEnrolmentId, type TCourseHistoryRow } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { SidePanel } from '../../../components/side-panel';
import { formatShortDate } from '../../../lib/format-date';
import { formatServerDay } from '../../../lib/format-server-day';
import { courseQueryOptions } from '../api/course-query';
import { useCourseHistory } from '../api/report-queries';
import { LoadError } from '../../../components/load-error';
import { certificateLinkName } from '../../certificates/lib/certificate-name';
import { AuditHistoryButton } from '../../audit/components/audit-history-button';

interface TCourseHistoryPanelProps {
  /** The enrolment (`<courseId>:<userId>`) and whose it is, or null when closed. */
  open: { enrolmentId: string; name: string } | null;
  onClose: () => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {value}
      </Text>
    </div>
  );
}

function Run({ run, course, learner }: { run: TCourseHistoryRow; course: string; learner: string }) {
  const { t } = useLingui();
  // The learner's current (completed) run has no archive date; it is listed first.
  const archivedOn = run.archived_at === null ? null : formatShortDate(run.archived_at);
  const title = archivedOn === null ? t`Current run` : t`Archived ${archivedOn}`;
  const completed = run.complete_date;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={archivedOn === null ? t`Current run` : t`Archived on ${archivedOn}`}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {title} · {specText(run.state_text)}
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" component="dl" m={0}>
          <Field label={t`Started Date`} value={formatServerDay(run.start_date) || '–'} />
          <Field label={t`Completed Date`} value={formatServerDay(run.complete_date) || '–'} />
          <Field label={t`Progress`} value={`${run.progress}%`} />
          <Field label={t`Test Score`} value={run.test_score_text} />
          <Field label={t`Attempts`} value={String(run.attempts)} />
          {run.cycle !== null && <Field label={t`Certification`} value={String(run.cycle)} />}
          {run.expiry_date && (
            <Field
              label={run.archived_at === null ? t`Certificate Expires` : t`Certificate Expiry`}
              value={formatServerDay(run.expiry_date)}
            />
          )}
        </SimpleGrid>
        {run.certificate_url && (
          <Group gap="xs">
            <Button
              component="a"
              href={run.certificate_url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="light"
              w="fit-content"
              leftSection={<IconCertificate size={14} aria-hidden />}
              aria-label={certificateLinkName(t`View Certificate`, { course, learner, completed: run.complete_date })}
            >
              <Trans>View Certificate</Trans>
            </Button>
            {run.certificate_id && (
              <AuditHistoryButton
                type="certificate"
                id={run.certificate_id}
                name={
                  completed
                    ? t`${course} certificate of ${learner} (${completed})`
                    : t`${course} certificate of ${learner}`
                }
                label={
                  completed
                    ? t`History of the ${course} certificate of ${learner} completed ${completed}`
                    : t`History of the ${course} certificate of ${learner}`
                }
              />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The 'Course History' side panel: one user's current completed run of the course, then the archived runs. */
export function CourseHistoryPanel({ open, onClose }: TCourseHistoryPanelProps) {
  const { t } = useLingui();
  const name = open?.name;
  const history = useCourseHistory(open?.enrolmentId ?? null);
  // The course's name for the certificate links: the report that opens the panel has already read the course.
  const courseId = open ? (parseEnrolmentId(open.enrolmentId)?.courseId ?? null) : null;
  const course = useQuery({ ...courseQueryOptions(courseId ?? ''), enabled: courseId !== null });
  return (
    <SidePanel opened={open !== null} onClose={onClose} title={t`Course History`}>
      <Stack gap="md">
        {open && (
          <Text size="sm" c="dimmed">
            <Trans>
              Runs of this course by {name}: the current run once completed, then the archived ones, newest first.
            </Trans>
          </Text>
        )}
        {history.isPending && open && (
          <Center py="lg">
            <Loader role="img" size="sm" aria-label={t`Loading the course history`} />
          </Center>
        )}
        {history.isError && <LoadError onRetry={history.refetch} />}
        {history.data?.length === 0 && <Text size="sm">{specText(MSG.COURSE_HISTORY_EMPTY)}</Text>}
        {open && history.data && history.data.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {history.data.map((run) => (
              <Run key={run.id} run={run} course={course.data?.name ?? ''} learner={open.name} />
            ))}
          </Stack>
        )}
      </Stack>
    </SidePanel>
  );
}
