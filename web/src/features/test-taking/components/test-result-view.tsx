import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useLingui } from '@lingui/react';
import { LEARNER_TEXT, USER_COURSE_STATE, type TTestSubmitResult } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

interface TTestResultViewProps {
  result: TTestSubmitResult;
  onRetake: () => void;
  onDownloadCertificate: () => void;
  certificateLoading?: boolean;
  onClose: () => void;
}

/**
 * What a submitted test shows (in place of a toast): passed or not, the score against the pass mark, attempts used
 * and left, what to do next, and the certificate once the course is complete. Only what the submit call answered:
 * no answers, right or wrong, are shown here.
 */
export function TestResultView({
  result,
  onRetake,
  onDownloadCertificate,
  certificateLoading,
  onClose,
}: TTestResultViewProps) {
  // Renders again when the language changes (specText reads the active one).
  useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the question the focus was in: the heading takes it, so a screen reader reads the outcome.
  useEffect(() => heading.current?.focus(), []);
  const complete = result.state === USER_COURSE_STATE.COMPLETE;
  const next = !result.passed
    ? specText(LEARNER_TEXT.RESULT_NEXT_RETAKE)
    : complete
      ? specText(LEARNER_TEXT.RESULT_NEXT_COMPLETE)
      : specText(LEARNER_TEXT.RESULT_NEXT_CONTENT);
  const rows: [string, string][] = [
    [specText(LEARNER_TEXT.RESULT_SCORE), `${result.score}%`],
    [specText(LEARNER_TEXT.RESULT_PASS_MARK), `${result.pass_mark}%`],
    [specText(LEARNER_TEXT.RESULT_ATTEMPTS_USED), String(result.attempts)],
    [
      specText(LEARNER_TEXT.RESULT_ATTEMPTS_LEFT),
      result.attempts_left === null ? specText(LEARNER_TEXT.RESULT_NO_LIMIT) : String(result.attempts_left),
    ],
  ];
  const retakeAllowed = !result.passed && (result.attempts_left === null || result.attempts_left > 0);

  return (
    <Stack gap="md" aria-labelledby="test-result-heading" component="section">
      <Title ref={heading} id="test-result-heading" order={2} fz={20} tabIndex={-1} style={{ outline: 'none' }}>
        {specText(LEARNER_TEXT.RESULT_TITLE)}
      </Title>
      <Alert
        color={result.passed ? 'green' : 'red'}
        variant="light"
        icon={result.passed ? <IconCircleCheck size={20} aria-hidden /> : <IconX size={20} aria-hidden />}
        title={result.passed ? specText(LEARNER_TEXT.RESULT_PASSED) : specText(LEARNER_TEXT.RESULT_FAILED)}
      >
        <Text size="sm">{next}</Text>
      </Alert>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label={specText(LEARNER_TEXT.RESULT_TITLE)}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="50%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {specText(LEARNER_TEXT.BACK_TO_COURSE)}
        </Button>
        {retakeAllowed && <Button onClick={onRetake}>{specText(LEARNER_TEXT.TAKE_TEST_AGAIN)}</Button>}
        {complete && (
          <Button
            color="teal"
            // Not `loading`: that disables the button, and a disabled button drops the keyboard focus to the page.
            leftSection={
              certificateLoading ? (
                <Loader size={14} color="white" aria-hidden />
              ) : (
                <IconCertificate size={16} aria-hidden />
              )
            }
            aria-busy={certificateLoading || undefined}
            onClick={() => {
              if (!certificateLoading) onDownloadCertificate();
            }}
          >
            {specText(LEARNER_TEXT.DOWNLOAD_CERTIFICATE)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
