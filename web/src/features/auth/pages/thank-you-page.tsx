import { Trans } from '@lingui/react/macro';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { AuthCard } from '../components/auth-card';
import { ButtonLink } from '../../../components/links/button-link';

export default function ThankYouPage() {
  return (
    <AuthCard title={specText(MSG.REGISTRATION_COMPLETE)}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <IconMailCheck size={28} aria-hidden />
        </ThemeIcon>
        <Text>
          <Trans>Thank you for registering with Skillway.</Trans>
        </Text>
        <Text>{specText(MSG.VERIFICATION_EMAIL_SENT)}</Text>
        <Text size="sm" c="dimmed">
          <Trans>No email after a few minutes? Check your spam or junk folder.</Trans>
        </Text>
        <ButtonLink to="/login">
          <Trans>Sign in</Trans>
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}
