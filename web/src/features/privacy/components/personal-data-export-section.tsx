import { useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { PERSONAL_DATA_EXPORT_LINK_DAYS } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDataExports, useRequestDataExport } from '../api/personal-data-export-api';
import { DataExportRow } from './personal-data-export-row';

/** How many of the latest exports the section lists (the page /privacy/exports lists them all). */
const SHOWN = 3;

/**
 * Download my data (Profile), or with `userId` an administrator's export of a user's personal data (the user's
 * page): what the zip holds, the button, and the latest exports with their status while they are prepared.
 */
export function PersonalDataExportSection({ userId, name }: { userId?: string; name?: string }) {
  const { t } = useLingui();
  const exports = useDataExports(userId);
  const request = useRequestDataExport(userId);
  const pending = exports.data?.some((item) => item.status === 'pending') ?? false;
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => notifySuccess(specText(answer.message ?? '')),
      onError: (error) => notifyApiError(error),
    });
  const userName = name ?? t`this user`;
  const days = PERSONAL_DATA_EXPORT_LINK_DAYS;
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        {userId ? t`Personal data export` : t`Download my data`}
      </Title>
      <Text size="sm" maw={720}>
        {userId
          ? t`A zip of the personal data held about ${userName}: a readable summary (PDF), the data in a machine-readable form (JSON), their certificates and external training files. You are notified and emailed when it is ready; any administrator of the company can download it for ${days} days.`
          : t`A copy of the personal data we hold about you: a readable summary (PDF), the data in a machine-readable form (JSON), your certificates and external training files, in one zip. We notify you and email you a link when it is ready; the link works for ${days} days.`}
      </Text>
      <Button
        w="fit-content"
        variant="default"
        leftSection={<IconFileZip size={16} aria-hidden />}
        loading={request.isPending}
        disabled={pending}
        onClick={ask}
      >
        {userId ? t`Export personal data` : t`Download my data`}
      </Button>
      {exports.isPending && <Loader size="sm" role="img" aria-label={t`Loading data exports`} />}
      {exports.isError && <LoadError onRetry={exports.refetch} />}
      {exports.data?.slice(0, SHOWN).map((item) => (
        <DataExportRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}
