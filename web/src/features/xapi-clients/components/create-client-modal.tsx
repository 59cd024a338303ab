import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import { XAPI_CLIENT_LIMITS, XAPI_SCOPES, XAPI_VERSIONS, type TXapiClientCreated } from '@skillway/shared';
import { LocalizedDates } from '../../../components/localized-dates';
import { shortDateInputFormat } from '../../../lib/format-date';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { CopyField } from '../../sso/components/copy-field';
import { useCreateXapiClient } from '../api/mutations';
import { INITIAL_CLIENT_FORM, clientBody, validateClientForm, type TClientForm } from '../lib/client-form';
import { SCOPE_DESCRIPTION } from '../lib/scope-text';

type TCreatedClient = TXapiClientCreated['data'];

/** The warning above a new client's secret, in the active language. */
export function secretShownOnce(): string {
  return t`You will not see this secret again. Copy it now and paste it into your authoring tool or LRS client.`;
}

/**
 * Create LRS client: a name, scopes, an optional expiry and the default xAPI version; then the endpoint, the key and
 * the secret, shown this once with their copy buttons. The secret lives only in this dialog's state: closing it
 * forgets the secret.
 */
export function CreateClientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [created, setCreated] = useState<{ client: TCreatedClient; endpoint: string } | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t`LRS client created` : t`Create LRS client`}
      centered
      size="lg"
      // A stray click must not lose the secret before it is copied, nor a half-filled form.
      closeOnClickOutside={false}
    >
      {created ? (
        <CreatedClient client={created.client} endpoint={created.endpoint} onDone={close} />
      ) : (
        <ClientForm onCreated={(client, endpoint) => setCreated({ client, endpoint })} onCancel={close} />
      )}
    </Modal>
  );
}

function ClientForm({
  onCreated,
  onCancel,
}: {
  onCreated: (client: TCreatedClient, endpoint: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const create = useCreateXapiClient();
  const form = useForm<TClientForm>({
    initialValues: INITIAL_CLIENT_FORM,
    validate: (values) => validateClientForm(values),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(clientBody(values), {
      onSuccess: (answer) => onCreated(answer.data, answer.endpoint),
      onError: (error) => showServerErrors(form, error),
    }),
  );
  const pending = create.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={t`Create LRS client`}>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`Which tool or system uses it, for example “Storyline courses” or “Analytics dashboard”.`}
          required
          data-autofocus
          maxLength={XAPI_CLIENT_LIMITS.nameMax}
          disabled={pending}
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label={t`Scopes`}
          description={t`What the client may do. Give it only what it needs.`}
          required
          {...form.getInputProps('scopes')}
        >
          <Stack gap="sm" mt="xs">
            {XAPI_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={scope}
                description={t(SCOPE_DESCRIPTION[scope])}
                disabled={pending}
                styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <LocalizedDates>
          <DateTimePicker
            label={t`Expires`}
            description={t`Optional, in your time zone. Leave it empty for a client that never expires.`}
            placeholder={t`Never`}
            clearable
            clearButtonProps={{ 'aria-label': t`Clear the expiry` }}
            minDate={new Date()}
            valueFormat={`${shortDateInputFormat(i18n.locale)} HH:mm`}
            firstDayOfWeek={1}
            leftSection={<IconCalendar size={16} aria-hidden />}
            disabled={pending}
            ariaLabels={{
              previousMonth: t`Previous month`,
              nextMonth: t`Next month`,
              previousYear: t`Previous year`,
              nextYear: t`Next year`,
              previousDecade: t`Previous decade`,
              nextDecade: t`Next decade`,
            }}
            timePickerProps={{ hoursInputLabel: t`Hours`, minutesInputLabel: t`Minutes` }}
            submitButtonProps={{ 'aria-label': t`Use this date and time` }}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('expires_at')}
          />
        </LocalizedDates>
        <Radio.Group
          label={t`Default xAPI version`}
          description={t`Used when a request names no version.`}
          {...form.getInputProps('default_version')}
        >
          <Group gap="lg" mt="xs">
            {XAPI_VERSIONS.map((version) => (
              <Radio key={version} value={version} label={version} disabled={pending} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={pending}>
            <Trans>Create LRS client</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedClient({ client, endpoint, onDone }: { client: TCreatedClient; endpoint: string; onDone: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog's content changed under the focus: start reading at the new settings' heading.
  useEffect(() => heading.current?.focus(), []);
  const name = client.name;
  return (
    <Stack gap="md">
      <Title order={3} fz="md" ref={heading} tabIndex={-1}>
        <Trans>Settings for {name}</Trans>
      </Title>
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Text size="sm" fw={500}>
          {secretShownOnce()}
        </Text>
      </Alert>
      <CopyField label={t`LRS endpoint`} value={endpoint} />
      <CopyField
        label={t`Key`}
        copyLabel={t`key`}
        value={client.key}
        hint={t`The user name (or LRS key) in your authoring tool.`}
      />
      <CopyField
        label={t`Secret`}
        copyLabel={t`secret`}
        value={client.secret}
        hint={t`The password (or LRS secret) in your authoring tool.`}
      />
      <Group justify="flex-end">
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
