import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  SSO_MAPPING_FIELDS,
  SSO_MAPPING_LABELS,
  SSO_PROTOCOL,
  SSO_REQUIRED_MAPPING_FIELDS,
  type TSsoMappingField,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import type { TConnectionForm } from './form-types';

const REQUIRED = new Set<TSsoMappingField>(SSO_REQUIRED_MAPPING_FIELDS);

/**
 * Which claim (OpenID Connect) or attribute (SAML) carries each of the user's details: email and names required,
 * department, manager's email and groups optional (empty: not read). The defaults are the standard names.
 */
export function MappingFields({ form, disabled }: { form: TConnectionForm; disabled: boolean }) {
  const { t } = useLingui();
  const oidc = form.values.protocol === SSO_PROTOCOL.OIDC;
  return (
    <Fieldset legend={t`Attribute mapping`} variant="unstyled">
      <Text size="sm" c="dimmed" mb="xs">
        {oidc
          ? t`The name of the claim your identity provider sends for each detail.`
          : t`The name of the SAML attribute your identity provider sends for each detail.`}{' '}
        <Trans>Leave an optional one empty if it is not sent.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SSO_MAPPING_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={specText(SSO_MAPPING_LABELS[field])}
            required={REQUIRED.has(field)}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps(`mapping.${field}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
