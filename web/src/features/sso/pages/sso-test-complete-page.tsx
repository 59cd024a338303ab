import { useEffect } from 'react';
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
  const test = useSearchParam('test');

  useEffect(() => announceTestFinished(test), [test]);

  return (
    <AuthCard title="Test sign-in finished">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={28} aria-hidden />
        </ThemeIcon>
        <Text>Test sign-in finished. You can close this window.</Text>
        <Text size="sm" c="dimmed">
          The result shows on the Single Sign-On screen, under the connection.
        </Text>
        {window.opener && (
          <Button variant="default" onClick={() => window.close()}>
            Close window
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
