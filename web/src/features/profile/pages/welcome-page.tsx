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
function stepsFor(enrolled: number): TStep[] {
  return [
    {
      icon: <IconBook size={22} aria-hidden />,
      title: 'Start your courses',
      text:
        enrolled > 0
          ? `You are enrolled on ${enrolled} ${enrolled === 1 ? 'course' : 'courses'}. Watch the videos, open the documents and links, then take the test where there is one.`
          : 'When your administrator or manager enrols you on a course, it appears in My Courses.',
      to: '/courses',
      action: 'Go to My Courses',
    },
    {
      icon: <IconPlaylist size={22} aria-hidden />,
      title: 'Follow your playlists',
      text: 'Playlists group courses into levels, with extra reading to download.',
      to: '/playlists',
      action: 'Go to My Playlists',
    },
    {
      icon: <IconChartPie size={22} aria-hidden />,
      title: 'Track your progress',
      text: 'See what is not started, in progress and complete, your test scores, and download your certificates.',
      to: '/profile/activity',
      action: 'My Progress Summary',
    },
    {
      icon: <IconCertificate size={22} aria-hidden />,
      title: 'Log external training',
      text: 'Keep a record of training done elsewhere, with its certificate and expiry date.',
      to: '/profile/external-training',
      action: 'My External Training',
    },
    {
      icon: <IconUserCircle size={22} aria-hidden />,
      title: 'Complete your profile',
      text: 'Add a picture and check your name and email.',
      to: '/profile/profile',
      action: 'My Profile',
    },
  ];
}

/** The welcome screen: a first look at Skillway for a learner, with their next steps. */
export default function WelcomePage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <LoadError onRetry={profile.refetch} />;
  const p = profile.data;
  const company = p.company?.name;

  return (
    <Stack gap="lg">
      <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} bg="indigo.0">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Welcome to Skillway, {p.first_name}
          </Title>
          <Text size="lg" maw={640}>
            {company ? `${company} uses Skillway for its training.` : 'Skillway is where your training lives.'} Here is
            how to get going.
          </Text>
          <Group mt="sm">
            <ButtonLink to="/courses">Go to My Courses</ButtonLink>
            <ButtonLink to="/" variant="default">
              Go to the Dashboard
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
      <Title order={2} fz={20}>
        Your next steps
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {stepsFor(p.total_courses).map((step, index) => (
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
    </Stack>
  );
}
