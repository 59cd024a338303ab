import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { SSO_MESSAGES, type TSsoSettings } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSsoSettings } from '../api/mutations';

interface TSettingsValues {
  connection_id: string | null;
  enforced: boolean;
}

/**
 * The login connection (where the login page sends the verified domains' people) and "Enforce single sign-on",
 * which stays off until the chosen connection has passed a test sign-in (the reason is said beside it). The
 * break-glass rule, that administrators keep their password, is stated next to the switch.
 */
export function SsoSettingsSection({ settings }: { settings: TSsoSettings }) {
  const { t } = useLingui();
  const headingId = useId();
  const save = useSaveSsoSettings();
  const form = useForm<TSettingsValues>({
    initialValues: { connection_id: settings.connection_id, enforced: settings.enforced },
  });
  const { connection_id, enforced } = form.values;
  const chosen = settings.connections.find((connection) => connection.id === connection_id) ?? null;
  const canEnforce = chosen !== null && chosen.tested_ok_at !== null;
  const options = settings.connections.map((connection) => {
    const name = connection.name;
    return { value: connection.id, label: connection.enabled ? name : t`${name} (disabled)` };
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { connection_id: values.connection_id, enforced: values.enforced },
      {
        onSuccess: (answer) => {
          notifySuccess(specText(answer.message || SSO_MESSAGES.SETTINGS_SAVED));
          form.resetDirty();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} fz="lg" id={headingId}>
            <Trans>Sign-in settings</Trans>
          </Title>
          <Select
            label={t`Login connection`}
            description={t`Where the login page sends people whose email is on a verified domain.`}
            placeholder={options.length ? t`Choose a connection` : t`Add a connection first`}
            data={options}
            clearable
            disabled={save.isPending || options.length === 0}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('connection_id')}
            onChange={(value) => {
              form.setFieldValue('connection_id', value);
              // Enforcement needs the connection's passed test: another connection without one cannot carry it.
              const next = settings.connections.find((connection) => connection.id === value);
              if (!next?.tested_ok_at) form.setFieldValue('enforced', false);
            }}
          />
          <Switch
            label={t`Enforce single sign-on`}
            description={
              <>
                <Trans>Your people can no longer sign in with a password; they use Continue with SSO.</Trans>
                {!canEnforce && (
                  <Text span display="block" size="xs" c="orange.9" mt={4}>
                    {specText(SSO_MESSAGES.ENFORCE_NEEDS_TEST)}
                  </Text>
                )}
              </>
            }
            // Off until the chosen connection has passed a test; an enforcement already on can always be turned off.
            disabled={save.isPending || (!canEnforce && !enforced)}
            {...form.getInputProps('enforced', { type: 'checkbox' })}
          />
          {/* A standing rule, not news: a note rather than Mantine's default alert role. */}
          <Alert
            color="blue"
            variant="light"
            role="note"
            icon={<IconShieldLock size={18} aria-hidden />}
            title={t`Break-glass sign-in`}
          >
            {specText(SSO_MESSAGES.BREAK_GLASS)}
          </Alert>
          <Group>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
