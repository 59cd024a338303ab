import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PanelFooter } from '../../../components/panel-form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SCIM_LIMITS, ZScimTokenCreateBody } from '@skillway/shared';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { CopyField, CopyValueButton } from '../../sso/components/copy-field';
import { useCreateScimToken } from '../api/mutations';

const nameResolver = schemaResolver(ZScimTokenCreateBody, { sync: true });

/** The warning above a new token, in the active language. */
export function tokenShownOnce(): string {
  return t`You will not see this token again. Copy it now and paste it into your identity provider.`;
}

/**
 * Create token: a name, then the token itself, shown this once with its copy button and the base URL beside it.
 * The token lives only in this dialog's state: closing it forgets the token.
 */
export function CreateTokenModal({
  opened,
  onClose,
  baseUrl,
}: {
  opened: boolean;
  onClose: () => void;
  baseUrl: string;
}) {
  const { t } = useLingui();
  const [token, setToken] = useState<string | null>(null);
  const close = () => {
    setToken(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={token ? t`Token created` : t`Create token`}
      centered
      size="lg"
      // A stray click must not lose the token before it is copied, nor a half-typed name.
      closeOnClickOutside={false}
    >
      {token ? (
        <CreatedToken token={token} baseUrl={baseUrl} onDone={close} />
      ) : (
        <TokenNameForm onCreated={setToken} onCancel={close} />
      )}
    </Modal>
  );
}

function TokenNameForm({ onCreated, onCancel }: { onCreated: (token: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const create = useCreateScimToken();
  const form = useForm({ initialValues: { name: '' }, validate: nameResolver });
  const submit = form.onSubmit((values) =>
    create.mutate(values.name.trim(), {
      onSuccess: (answer) => onCreated(answer.data.token),
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t`Create token`}>
      <Stack gap="md">
        <TextInput
          label={t`Token name`}
          description={t`Which identity provider uses it, for example “Entra ID provisioning”.`}
          required
          data-autofocus
          maxLength={SCIM_LIMITS.tokenNameMax}
          disabled={create.isPending}
          {...form.getInputProps('name')}
        />
        <PanelFooter onCancel={onCancel} submitting={create.isPending} submitLabel={<Trans>Create token</Trans>} />
      </Stack>
    </form>
  );
}

function CreatedToken({ token, baseUrl, onDone }: { token: string; baseUrl: string; onDone: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog's content changed under the focus: start reading at the token's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Text size="sm" fw={500}>
          {tokenShownOnce()}
        </Text>
      </Alert>
      <Stack gap={4}>
        <Title order={3} fz="sm" ref={heading} tabIndex={-1} id="scim-token-heading">
          <Trans>SCIM token</Trans>
        </Title>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code
            block
            aria-labelledby="scim-token-heading"
            style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {token}
          </Code>
          <CopyValueButton label={t`token`} value={token} />
        </Group>
      </Stack>
      <CopyField label={t`SCIM base URL`} value={baseUrl} />
      <Group justify="flex-end">
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
