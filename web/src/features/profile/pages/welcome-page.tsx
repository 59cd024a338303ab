import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconCertificate, IconChartPie, IconPlaylist, IconUserCircle } from '@tabler/icons-react';
import { ComingSoonButton } from '../../../components/coming-soon-button';
import { ButtonLink } from '../../../components/links/button-link';
import { PageLoader } from '../../../layout/page-loader';
import type { TDestination } from '../../../routes/paths';
import { useProfile } from '../api/queries';
import { LoadError } from '../../../components/load-error';

type TStep = TDestination & {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
};

/** A learner's next steps, in the order a new learner takes them. */
function NextSteps({ enrolled }: { enrolled: number }) {
  const { t } = useLingui();
  const steps: TStep[] = [
    {
      icon: <IconBook size={22} aria-hidden />,
      title: t`Start your courses`,
      text:
        enrolled > 0
          ? t`${plural(enrolled, { one: 'You are enrolled on # course.', other: 'You are enrolled on # courses.' })} Watch the videos, open the documents and links, then take the test where there is one.`
          : t`When your administrator or manager enrols you on a course, it appears in My Courses.`,
      to: '/courses',
      action: t`Go to My Courses`,
    },
    {
      icon: <IconPlaylist size={22} aria-hidden />,
      title: t`Follow your playlists`,
      text: t`Playlists group courses into levels, with extra reading to download.`,
      to: '/playlists',
      action: t`Go to My Playlists`,
    },
    {
      icon: <IconChartPie size={22} aria-hidden />,
      title: t`Track your progress`,
      text: t`See what is not started, in progress and complete, your test scores, and download your certificates.`,
      to: '/profile/activity',
      action: t`My Progress Summary`,
    },
    {
      icon: <IconCertificate size={22} aria-hidden />,
      title: t`Log external training`,
      text: t`Keep a record of training done elsewhere, with its certificate and expiry date.`,
      to: '/profile/external-training',
      action: t`My External Training`,
    },
    {
      icon: <IconUserCircle size={22} aria-hidden />,
      title: t`Complete your profile`,
      text: t`Add a picture and check your name and email.`,
      to: '/profile/profile',
      action: t`My Profile`,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {steps.map((step, index) => (
        <Paper key={step.to} withBorder radius="md" p="md" component="article" aria-label={step.title}>
          <Stack gap="sm" h="100%">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light">
                {step.icon}
              </ThemeIcon>
              <Text fw={700}>
                {index + 1}. {step.title}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {step.text}
            </Text>
            {step.soon ? (
              <ComingSoonButton variant="light" size="xs" w="fit-content">
                {step.action}
              </ComingSoonButton>
            ) : (
              <ButtonLink to={step.to} variant="light" size="xs" w="fit-content">
                {step.action}
              </ButtonLink>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The welcome screen: a first look at Skillway for a learner, with their next steps. */
export default function WelcomePage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <LoadError onRetry={profile.refetch} />;
  const p = profile.data;
  const company = p.company?.name;
  const firstName = p.first_name;

  return (
    <Stack gap="lg">
      <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} bg="indigo.0">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            <Trans>Welcome to Skillway, {firstName}</Trans>
          </Title>
          <Text size="lg" maw={640}>
            {company ? (
              <Trans>{company} uses Skillway for its training. Here is how to get going.</Trans>
            ) : (
              <Trans>Skillway is where your training lives. Here is how to get going.</Trans>
            )}
          </Text>
          <Group mt="sm">
            <ButtonLink to="/courses">
              <Trans>Go to My Courses</Trans>
            </ButtonLink>
            <ButtonLink to="/" variant="default">
              <Trans>Go to the Dashboard</Trans>
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
      <Title order={2} fz={20}>
        <Trans>Your next steps</Trans>
      </Title>
      <NextSteps enrolled={p.total_courses} />
    </Stack>
  );
}
