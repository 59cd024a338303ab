import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PasswordInput, Stack, TagsInput, TextInput } from '@mantine/core';
import { SSO_LIMITS, type TSsoConnection } from '@skillway/shared';
import type { TConnectionForm } from './form-types';

/** Shown for a connection whose secret is stored: it is never sent back, so the field starts empty. */
export function secretKeptHint(): string {
  return t`Stored — leave blank to keep`;
}

/**
 * An OpenID Connect client: the issuer (its discovery document is read from it when saved), the client id, the
 * client secret (write-only: an edit shows that one is stored, never the secret) and the scopes.
 */
export function OidcFields({
  form,
  connection,
  disabled,
}: {
  form: TConnectionForm;
  connection: TSsoConnection | null;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const secretStored = connection?.oidc?.client_secret_set === true;
  return (
    <Stack gap="sm">
      <TextInput
        label={t`Issuer URL`}
        description={t`For example https://login.microsoftonline.com/<tenant id>/v2.0 or https://accounts.google.com.`}
        required
        type="url"
        disabled={disabled}
        maxLength={SSO_LIMITS.URL_MAX}
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('oidc.issuer')}
      />
      <TextInput
        label={t`Client ID`}
        required
        disabled={disabled}
        maxLength={SSO_LIMITS.CLIENT_ID_MAX}
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('oidc.client_id')}
      />
      <PasswordInput
        label={t`Client secret`}
        description={secretStored ? secretKeptHint() : t`Kept encrypted; it is never shown again after saving.`}
        placeholder={secretStored ? '••••••••' : undefined}
        required={!secretStored}
        disabled={disabled}
        maxLength={SSO_LIMITS.CLIENT_SECRET_MAX}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t`Show or hide client secret` }}
        {...form.getInputProps('oidc.client_secret')}
      />
      <TagsInput
        label={t`Scopes`}
        description={t`Press Enter after each scope. openid is needed; email and profile bring the names.`}
        disabled={disabled}
        splitChars={[',', ' ']}
        clearable
        {...form.getInputProps('oidc.scopes')}
      />
    </Stack>
  );
}
