import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { AuthCard } from '../components/auth-card';
import { ButtonLink } from '../../../components/links/button-link';

export default function ThankYouPage() {
  return (
    <AuthCard title={MSG.REGISTRATION_COMPLETE}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <IconMailCheck size={28} aria-hidden />
        </ThemeIcon>
        <Text>Thank you for registering with Skillway.</Text>
        <Text>{MSG.VERIFICATION_EMAIL_SENT}</Text>
        <Text size="sm" c="dimmed">
          No email after a few minutes? Check your spam or junk folder.
        </Text>
        <ButtonLink to="/login">Sign in</ButtonLink>
      </Stack>
    </AuthCard>
  );
}
