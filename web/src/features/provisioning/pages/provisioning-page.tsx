import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { SCIM_BASE_PATH, SCIM_LIMITS } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { CopyField } from '../../sso/components/copy-field';
import { scimTokensQueryOptions, useScimTokens } from '../api/queries';
import { CreateTokenModal } from '../components/create-token-modal';
import { TokensTable } from '../components/tokens-table';

/**
 * The route starts the tokens' request once the guard lets the administrator in (screenRoute reads it from here).
 * @public
 */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(scimTokensQueryOptions());
}

/**
 * Provisioning (Admin › Account): SCIM 2.0 for the company's identity provider. The base URL to give it (the API is
 * on this site's origin), and the bearer tokens: created with a name and shown once, listed with when each was last
 * used, revoked when no longer needed.
 */
export default function ProvisioningPage() {
  const { t } = useLingui();
  const tokens = useScimTokens();
  const [creating, setCreating] = useState(false);
  const baseUrlHeading = useId();
  const tokensHeading = useId();
  const baseUrl = `${window.location.origin}${SCIM_BASE_PATH}`;
  const full = (tokens.data?.data.length ?? 0) >= SCIM_LIMITS.tokensPerCompany;
  const max = SCIM_LIMITS.tokensPerCompany;

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PageHeader title={t`Provisioning`}>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={full}>
            <Trans>Create token</Trans>
          </Button>
        </PageHeader>
        <Text size="sm" c="dimmed">
          {full
            ? t`A company may hold at most ${max} tokens: revoke one to create another.`
            : t`Your identity provider adds, updates and deactivates your people and groups through SCIM 2.0. Give it the base URL and a token.`}
        </Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={baseUrlHeading}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id={baseUrlHeading}>
            <Trans>SCIM connection</Trans>
          </Title>
          <CopyField
            label={t`SCIM base URL`}
            value={baseUrl}
            hint={t`Also called the tenant URL. Authentication: bearer token (HTTP header).`}
          />
        </Stack>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby={tokensHeading}>
        <Title order={2} fz="lg" id={tokensHeading}>
          <Trans>Tokens</Trans>
        </Title>
        {tokens.isError ? (
          <LoadError title={t`The tokens could not be loaded`} onRetry={tokens.refetch} />
        ) : (
          <TokensTable tokens={tokens.data?.data ?? []} loading={tokens.isPending} />
        )}
      </Stack>

      <CreateTokenModal opened={creating} onClose={() => setCreating(false)} baseUrl={baseUrl} />
    </Stack>
  );
}
