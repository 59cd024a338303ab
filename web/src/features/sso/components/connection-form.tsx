import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  SSO_LIMITS,
  SSO_MESSAGES,
  SSO_PROTOCOL,
  SSO_PROTOCOLS,
  SSO_PROTOCOL_LABELS,
  type TSsoConnection,
  type TSsoProtocol,
} from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { useSaveConnection } from '../api/mutations';
import {
  connectionBody,
  defaultMapping,
  initialConnectionValues,
  validateConnection,
  type TConnectionFormValues,
} from '../lib/connection-form-values';
import { GroupMapFields } from './group-map-fields';
import { MappingFields } from './mapping-fields';
import { OidcFields } from './oidc-fields';
import { SamlFields } from './saml-fields';

function sameMapping(a: TConnectionFormValues['mapping'], b: TConnectionFormValues['mapping']): boolean {
  return (Object.keys(a) as (keyof typeof a)[]).every((key) => a[key] === b[key]);
}

export function ConnectionForm({ connection, onDone }: { connection: TSsoConnection | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveConnection();
  const isNew = connection === null;
  const form = useForm<TConnectionFormValues>({
    initialValues: initialConnectionValues(connection),
    validate: (values) => validateConnection(values, isNew),
  });
  const saving = save.isPending;
  const title = isNew ? t`Add connection` : t`Edit connection`;
  const protocolOptions = SSO_PROTOCOLS.map((value) => ({ value, label: specText(SSO_PROTOCOL_LABELS[value]) }));

  const changeProtocol = (next: TSsoProtocol) => {
    const { protocol, mapping } = form.values;
    // The defaults follow the protocol until the administrator has changed them.
    if (sameMapping(mapping, defaultMapping(protocol))) form.setFieldValue('mapping', defaultMapping(next));
    form.setFieldValue('protocol', next);
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: connection?.id ?? null, body: connectionBody(values) },
      panelSaveHandlers(form, { success: specText(SSO_MESSAGES.CONNECTION_SAVED), onDone }),
    ),
  );

  const oidc = form.values.protocol === SSO_PROTOCOL.OIDC;
  return (
    <PanelForm
      label={title}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={isNew ? t`Add connection` : t`Save connection`}
      submitting={saving}
    >
      <TextInput
        label={t`Name`}
        description={t`Shown on the login page: “Your organisation signs in with <name>”.`}
        required
        data-autofocus
        disabled={saving}
        maxLength={SSO_LIMITS.NAME_MAX}
        {...form.getInputProps('name')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sso-protocol-label">
          <Trans>Protocol</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="sso-protocol-label"
          data={protocolOptions}
          value={form.values.protocol}
          onChange={(value) => changeProtocol(value as TSsoProtocol)}
          // The protocol of a saved connection is what it was registered as at the IdP.
          disabled={saving || !isNew}
          fullWidth
        />
      </Stack>
      {oidc ? (
        <OidcFields form={form} connection={connection} disabled={saving} />
      ) : (
        <SamlFields form={form} connection={connection} disabled={saving} />
      )}
      <Divider />
      <MappingFields form={form} disabled={saving} />
      <Divider />
      <GroupMapFields form={form} disabled={saving} />
      <Divider />
      <Switch
        label={t`Just-in-time provisioning`}
        description={t`Someone on a verified domain who is not yet a user becomes a learner at their first sign-in (no welcome email), within your user band.`}
        disabled={saving}
        {...form.getInputProps('jit', { type: 'checkbox' })}
      />
      <Switch
        label={t`Enabled`}
        description={t`Off: nobody signs in with this connection until it is turned on again.`}
        disabled={saving}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
    </PanelForm>
  );
}

/** Add connection / Edit connection in the side panel; keyed so another connection starts from its own values. */
export function ConnectionFormPanel({
  opened,
  connection,
  onClose,
}: {
  opened: boolean;
  connection: TSsoConnection | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <SidePanel opened={opened} onClose={onClose} title={connection ? t`Edit connection` : t`Add connection`} size={720}>
      {opened && <ConnectionForm key={connection?.id ?? 'new'} connection={connection} onDone={onClose} />}
    </SidePanel>
  );
}
