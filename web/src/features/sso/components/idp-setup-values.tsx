import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { SSO_PROTOCOL, type TSsoConnection } from '@skillway/shared';
import { CopyField } from './copy-field';

/**
 * What the administrator registers at the identity provider for this connection: the redirect URL of an OpenID
 * Connect client; the Assertion Consumer Service URL, the SP entity id and the SP metadata (to copy or download) of a
 * SAML application. The values come from the server, which knows the public origin.
 */
export function IdpSetupValues({ connection }: { connection: Pick<TSsoConnection, 'protocol' | 'sp'> }) {
  const { t } = useLingui();
  const { sp } = connection;
  if (connection.protocol === SSO_PROTOCOL.OIDC) {
    return (
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Register this redirect URL on the application (client) at your identity provider.</Trans>
        </Text>
        <CopyField
          label={t`Redirect URL`}
          value={sp.redirect_url}
          hint={t`Also called the sign-in redirect URI or callback URL.`}
        />
        <CopyField
          label={t`Sign-out redirect URL`}
          value={sp.post_logout_redirect_url}
          hint={t`Where your identity provider returns people after signing out (the post-logout redirect URI).`}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          Create a SAML application at your identity provider with these values, or give it the SP metadata.
        </Trans>
      </Text>
      <CopyField
        label={t`ACS URL`}
        value={sp.acs_url}
        hint={t`The Assertion Consumer Service (reply) URL, HTTP-POST.`}
      />
      <CopyField label={t`SP entity ID`} value={sp.entity_id} hint={t`Also called the audience or identifier.`} />
      <CopyField label={t`SP metadata URL`} value={sp.metadata_url} />
      <Group>
        <Anchor href={sp.metadata_url} download size="sm">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden />
            <Trans>Download SP metadata</Trans>
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
