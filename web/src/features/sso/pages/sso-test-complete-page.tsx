import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AuthCard } from '../../auth/components/auth-card';
import { useSearchParam } from '../../../lib/use-search-param';
import { announceTestFinished } from '../lib/test-window';

/**
 * The end of a test sign-in, in the window Test connection opened: it tells the Single Sign-On screen (on this origin
 * only), which reads the result at once, and says the window may be closed. Nobody was signed in.
 */
export default function SsoTestCompletePage() {
  const { t } = useLingui();
  const test = useSearchParam('test');

  useEffect(() => announceTestFinished(test), [test]);

  return (
    <AuthCard title={t`Test sign-in finished`}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={28} aria-hidden />
        </ThemeIcon>
        <Text>
          <Trans>Test sign-in finished. You can close this window.</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>The result shows on the Single Sign-On screen, under the connection.</Trans>
        </Text>
        {window.opener && (
          <Button variant="default" onClick={() => window.close()}>
            <Trans>Close window</Trans>
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
