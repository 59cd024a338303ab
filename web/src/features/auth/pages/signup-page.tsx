import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { FREE_TRIAL_DAYS, ROLE, type TSession } from '@skillway/shared';
import { useSearchParam } from '../../../lib/use-search-param';
import { landing } from '../../../routes/landing';
import type { TStaticPath } from '../../../routes/paths';
import { forgetAffiliate, rememberAffiliate } from '../affiliate';
import { startSession } from '../api/session-start';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { AnchorLink } from '../../../components/links/anchor-link';

const SELLING_POINTS = [
  msg`Courses for everyone in your team, with progress you can see at a glance`,
  msg`Tailor our off-the-shelf courses to the way your company works`,
  msg`Upload your own videos, documents and slide decks`,
  msg`${FREE_TRIAL_DAYS}-day free trial, no card needed`,
];

/**
 * Where a new account lands: the spec sends admins to /admin, super admins to their dashboard (not built yet, so
 * their landing stands in), others to /.
 */
function afterSignup(roleId: number): TStaticPath {
  if (roleId === ROLE.ADMIN) return '/admin';
  if (roleId === ROLE.SUPER_ADMIN) return landing(roleId);
  return '/';
}

export default function SignupPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const afi = useSearchParam('afi');

  useEffect(() => rememberAffiliate(afi), [afi]);

  const onSuccess = (session: TSession) => {
    forgetAffiliate();
    startSession(session);
    void navigate({ to: afterSignup(session.user.role_id), replace: true });
  };

  return (
    <Grid gap={{ base: 'lg', md: 48 }} maw={1100} mx="auto" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" pt={{ base: 0, md: 'xl' }}>
          <Title order={2} fz={{ base: 24, md: 32 }}>
            <Trans>Training your whole team, in one place</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Set up your company on Skillway in a minute and start assigning courses today.</Trans>
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {SELLING_POINTS.map((point, index) => (
              <List.Item key={index}>{t(point)}</List.Item>
            ))}
          </List>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <AuthCard
          title={t`Start your free trial`}
          width={600}
          subtitle={
            <Trans>
              Already have an account?{' '}
              <AnchorLink to="/login" size="sm">
                Login
              </AnchorLink>
            </Trans>
          }
        >
          <SignupForm onSuccess={onSuccess} />
        </AuthCard>
      </Grid.Col>
    </Grid>
  );
}
