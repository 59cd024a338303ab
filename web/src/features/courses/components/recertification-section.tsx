import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { TCourse } from '@skillway/shared';
import { recertificationSummary } from '../lib/recertification-form';
import { RecertificationForm } from './recertification-form';
import { RecertificationFrame } from './recertification-frame';

/**
 * The course manager's Recertification section (issue 29): the course's certificate validity and renewal in words,
 * and Edit Recertification, which opens the settings in a side panel (as the course's other edits do).
 */
export function RecertificationSection({ course }: { course: TCourse }) {
  // The summary is worked out at render (recertificationSummary's `t`), so it follows the active language.
  const { t } = useLingui();
  return (
    <RecertificationFrame
      action={t`Edit Recertification`}
      form={(close) => <RecertificationForm course={course} onDone={close} />}
    >
      <Stack gap={4}>
        {recertificationSummary(course.recertification).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </RecertificationFrame>
  );
}
