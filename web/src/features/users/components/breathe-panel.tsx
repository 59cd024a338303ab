import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, PasswordInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { BREATHE_IMPORT_TYPE, MSG, ZBreatheTokenBody, type TImportSummary } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useImportBreatheUsers, useRemoveBreatheToken, useSaveBreatheToken } from '../api/mutations';
import { useBreatheSettings } from '../api/queries';
import { ImportErrorLogs } from '../../imports/components/import-error-logs';
import { ImportSummary, notifyImportResult } from './import-summary';
import { PanelFooter } from '../../../components/panel-form';
import { LoadError } from '../../../components/load-error';

function TokenForm({ hasToken, masked }: { hasToken: boolean; masked: string | null }) {
  const { t } = useLingui();
  const saveToken = useSaveBreatheToken();
  const removeToken = useRemoveBreatheToken();
  const form = useForm({
    initialValues: { breathehr_api: '' },
    validate: schemaResolver(ZBreatheTokenBody, { sync: true }),
  });

  const save = form.onSubmit((values) =>
    saveToken.mutate(values, {
      onSuccess: () => {
        notifySuccess(specText(MSG.BREATHE_TOKEN_UPDATED));
        form.reset();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  const remove = async () => {
    const ok = await confirmAction({
      title: t`Remove API token`,
      message: t`Are you sure you want to remove the BreatheHR API token?`,
      confirmLabel: t`Remove`,
      danger: true,
    });
    if (!ok) return;
    removeToken.mutate(undefined, {
      onSuccess: () => notifySuccess(specText(MSG.BREATHE_TOKEN_REMOVED)),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <form onSubmit={save} noValidate aria-label={t`BreatheHR API token`}>
      <Stack gap="sm">
        <Text size="sm">
          {hasToken ? (
            <Trans>
              A token is saved: <b>{masked}</b>. Enter a new one to replace it.
            </Trans>
          ) : (
            <Trans>Enter the API token from your BreatheHR account settings.</Trans>
          )}
        </Text>
        <PasswordInput
          label={t`API Token`}
          autoComplete="off"
          required={!hasToken}
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide API token` }}
          {...form.getInputProps('breathehr_api')}
        />
        <Group justify="flex-end" gap="sm">
          {hasToken && (
            <Button variant="default" color="red" onClick={() => void remove()} loading={removeToken.isPending}>
              <Trans>Remove Token</Trans>
            </Button>
          )}
          <Button type="submit" loading={saveToken.isPending}>
            <Trans>Save Token</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * BreatheHR import: save or remove the company's API token, then import employees (new only, or new and updated
 * details) through the same create-or-update path as the CSV. Refused employees go to the Error Logs.
 */
export function BreathePanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const settings = useBreatheSettings();
  const importUsers = useImportBreatheUsers();
  const [type, setType] = useState(String(BREATHE_IMPORT_TYPE.NEW_AND_UPDATE));
  const [summary, setSummary] = useState<TImportSummary | null>(null);
  const hasToken = settings.data?.has_token ?? false;

  const runImport = async () => {
    if (
      !(await confirmAction({
        title: t`Confirm BreatheHR import`,
        message: specText(MSG.BREATHE_IMPORT_CONFIRM),
        confirmLabel: t`Import`,
      }))
    )
      return;
    importUsers.mutate(Number(type) as 1 | 2, {
      onSuccess: (result) => {
        setSummary(result.data);
        notifyImportResult(result.data, result.message);
      },
      onError: (error) => notifyApiError(error),
    });
  };

  const close = () => {
    setSummary(null);
    onClose();
  };

  return (
    <SidePanel opened={opened} onClose={close} title={t`BreatheHR Import`} size={620}>
      <Stack gap="md">
        {settings.isError && <LoadError onRetry={settings.refetch} />}
        {settings.isSuccess && (
          <TokenForm key={String(hasToken)} hasToken={hasToken} masked={settings.data.breathehr_api} />
        )}
        <Divider />
        <Title order={3} fz="md">
          <Trans>Import employees</Trans>
        </Title>
        <Radio.Group label={t`Which employees`} value={type} onChange={setType}>
          <Stack gap={6} mt={6}>
            <Radio
              value={String(BREATHE_IMPORT_TYPE.NEW_AND_UPDATE)}
              label={t`New employees, and update existing users' details`}
            />
            <Radio value={String(BREATHE_IMPORT_TYPE.NEW_ONLY)} label={t`New employees only`} />
          </Stack>
        </Radio.Group>
        {!hasToken && settings.isSuccess && (
          <Text size="sm" c="dimmed">
            {specText(MSG.BREATHE_NO_TOKEN)}
          </Text>
        )}
        <PanelFooter
          onCancel={close}
          onSubmit={() => void runImport()}
          submitLabel={t`Import Employees`}
          submitting={importUsers.isPending}
          submitDisabled={!hasToken}
        />
        {summary && <ImportSummary summary={summary} />}
        <Divider />
        <ImportErrorLogs container="User" enabled={opened} />
      </Stack>
    </SidePanel>
  );
}
