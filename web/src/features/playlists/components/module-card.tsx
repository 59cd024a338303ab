import { useLingui } from '@lingui/react/macro';
import { AspectRatio, Card, Center, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconPhoto } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { CARD_DESCRIPTION_LENGTH, type TPlaylistModule } from '@skillway/shared';
import { itemActionName } from '../../../components/item-label';
import { ButtonLink } from '../../../components/links/button-link';
import { specText } from '../../../i18n/spec-text';
import { cardText, durationText, moduleAction } from '../lib/module-levels';

/**
 * One course of a playlist as a card: picture, name (to the course details), duration, the start of its
 * description, my progress when I have started, and the button My Courses would show for it.
 */
export function ModuleCard({ module }: { module: TPlaylistModule }) {
  const { t } = useLingui();
  const action = moduleAction(module);
  const progress = module.enrolled?.state === 2 || module.enrolled?.state === 5 ? module.enrolled.progress : null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={module.name}>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {module.thumbnail ? (
            <Image src={module.thumbnail.large} alt="" fit="cover" />
          ) : (
            <Center bg="gray.1">
              <IconPhoto size={40} aria-hidden color="var(--mantine-color-gray-5)" />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Title order={4} fz="md" lineClamp={2}>
          <Link
            to="/courses/details/$id"
            params={{ id: module.id }}
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            {module.name}
          </Link>
        </Title>
        <Group gap={4} c="dimmed">
          <IconClock size={14} aria-hidden />
          <Text size="xs">{durationText(module.minutes)}</Text>
          {module.enrolled && (
            <Text size="xs" ms="auto">
              {specText(module.enrolled.state_text)}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {cardText(module.description, CARD_DESCRIPTION_LENGTH)}
        </Text>
        {progress !== null && <Progress value={progress} size="sm" aria-label={t`Progress ${progress}%`} />}
      </Stack>
      <ButtonLink
        to={action.to}
        params={action.params}
        mt="sm"
        fullWidth
        variant={module.enrolled?.state === 3 ? 'light' : 'filled'}
        aria-label={itemActionName(action.label, module.name)}
      >
        {action.label}
      </ButtonLink>
    </Card>
  );
}
