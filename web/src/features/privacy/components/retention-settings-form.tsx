import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Checkbox, Loader, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AUDIT_ARCHIVE_YEARS, RETENTION_LIMITS, type TPrivacySettings } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { usePrivacySettings, useSavePrivacySettings } from '../api/erasure-request-api';

/**
 * The company's privacy rules (Admin › Account › Privacy): whether training records are a legal obligation record
 * (kept, under a pseudonym, when a user is erased) and the retention rules the daily schedule applies. 0 is off.
 * The form appears once the saved rules are loaded: a choice made before they arrived would be overwritten by them.
 */
export function RetentionSettingsForm() {
  const { t } = useLingui();
  const settings = usePrivacySettings();
  if (settings.isError) return <LoadError onRetry={settings.refetch} />;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md" maw={720}>
        <Title order={2} fz={20}>
          <Trans>Training records and retention</Trans>
        </Title>
        {settings.data ? (
          <RetentionSettingsFields saved={settings.data} />
        ) : (
          <Center py="md">
            <Loader role="img" aria-label={t`Loading the privacy rules`} />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

/** The rules' fields, starting from the saved ones; a refetch after saving leaves what the administrator sees. */
function RetentionSettingsFields({ saved }: { saved: TPrivacySettings }) {
  const { t } = useLingui();
  const save = useSavePrivacySettings();
  const [values, setValues] = useState<TPrivacySettings>(saved);

  const submit = () =>
    save.mutate(values, {
      onSuccess: (answer) => notifySuccess(specText(answer.message ?? '')),
      onError: (error) => notifyApiError(error),
    });
  const months = RETENTION_LIMITS.ANONYMISE_ARCHIVED_MONTHS;
  const years = RETENTION_LIMITS.PURGE_LEARNING_YEARS;
  const [monthsMin, monthsMax, yearsMin, yearsMax] = [months.MIN, months.MAX, years.MIN, years.MAX];
  const [archiveMin, archiveMax, archiveDefault] = [
    AUDIT_ARCHIVE_YEARS.MIN,
    AUDIT_ARCHIVE_YEARS.MAX,
    AUDIT_ARCHIVE_YEARS.DEFAULT,
  ];

  return (
    <>
      <Checkbox
        label={t`Keep training records as a legal obligation`}
        description={t`Health and safety law may require you to show that a person was trained, even after they leave. When this is on and a user is erased, their completions, test scores, certificates and external training records are kept under a pseudonym (their name and email are still removed). When it is off, erasing a user removes these records too.`}
        checked={values.legal_records === 1}
        onChange={(event) => setValues({ ...values, legal_records: event.currentTarget.checked ? 1 : 0 })}
      />
      <NumberInput
        label={t`Anonymise archived users after (months)`}
        description={t`An archived user is anonymised, as an erasure does, this many months after they were archived. 0 is off (the default); otherwise ${monthsMin}–${monthsMax}.`}
        min={0}
        max={months.MAX}
        allowDecimal={false}
        value={values.anonymise_archived_months}
        onChange={(value) => setValues({ ...values, anonymise_archived_months: Number(value) || 0 })}
      />
      <NumberInput
        label={t`Delete test logs and e-learning interaction data after (years)`}
        description={t`Each submitted test paper with its answers, and the SCORM and xAPI data e-learning packages record, is deleted this many years after it was written. Completions and scores stay. 0 is off (the default); otherwise ${yearsMin}–${yearsMax}.`}
        min={0}
        max={years.MAX}
        allowDecimal={false}
        value={values.purge_learning_years}
        onChange={(value) => setValues({ ...values, purge_learning_years: Number(value) || 0 })}
      />
      <NumberInput
        label={t`Keep the audit log's write-once copies for (years)`}
        description={t`Each day's audit events are copied to storage that nobody can change or delete, the platform's operators included, until this many years have passed. ${archiveMin}–${archiveMax}; ${archiveDefault} by default. A new value applies to the copies made from the next day on.`}
        min={AUDIT_ARCHIVE_YEARS.MIN}
        max={AUDIT_ARCHIVE_YEARS.MAX}
        allowDecimal={false}
        value={values.audit_archive_years}
        onChange={(value) =>
          setValues({ ...values, audit_archive_years: Number(value) || AUDIT_ARCHIVE_YEARS.DEFAULT })
        }
      />
      <Text size="sm" c="dimmed">
        <Trans>The rules run once a day; what they do is recorded in the audit log.</Trans>
      </Text>
      <Button w="fit-content" onClick={submit} loading={save.isPending}>
        <Trans>Save</Trans>
      </Button>
    </>
  );
}
