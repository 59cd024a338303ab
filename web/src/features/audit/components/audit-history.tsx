import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { AUDIT_TARGET_TYPE, type TAuditTargetType } from '@skillway/shared';
import { AuditLogView } from './audit-log-view';

const OWN_COMPANY = {};

/**
 * The records the log keeps about one thing under its id: a user's account, and their enrolments and test results
 * (recorded under the user's id); anything else, itself.
 */
const RELATED: Partial<Record<TAuditTargetType, readonly { type: TAuditTargetType; label: MessageDescriptor }[]>> = {
  [AUDIT_TARGET_TYPE.USER]: [
    { type: AUDIT_TARGET_TYPE.USER, label: msg`Account` },
    { type: AUDIT_TARGET_TYPE.ENROLMENT, label: msg`Enrolments` },
    { type: AUDIT_TARGET_TYPE.TEST_RESULT, label: msg`Test results` },
  ],
};

/**
 * A record's History tab: the audit log's events about it (a user, a course), newest first; a user's has their
 * account (with their group memberships and external training), enrolments and test results one after the other;
 * a course's lists the changes to its material, test and questions with its own. Each row names what changed
 * (Material, Intro video), as those are not always the record itself.
 */
export function AuditHistory({ type, id, name }: { type: TAuditTargetType; id: string; name: string }) {
  const { t } = useLingui();
  const kinds = RELATED[type];
  const [shown, setShown] = useState<TAuditTargetType>(type);
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        <Trans>History</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Every change made to {name}, from the audit log.</Trans>
      </Text>
      {kinds && (
        <SegmentedControl
          aria-label={t`Records`}
          value={shown}
          onChange={(value) => setShown(value as TAuditTargetType)}
          data={kinds.map((kind) => ({ value: kind.type, label: t(kind.label) }))}
          w="fit-content"
        />
      )}
      <AuditLogView
        key={shown}
        scope={OWN_COMPANY}
        target={{ type: shown, id, name }}
        caption={t`History of ${name}`}
        showTarget
      />
    </Stack>
  );
}
