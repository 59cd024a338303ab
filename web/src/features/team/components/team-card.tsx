import { ActionIcon, Avatar, Card, Group, Image, Menu, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconDotsVertical, IconEdit, IconMail, IconPlaylist, IconUserCircle } from '@tabler/icons-react';
import type { TTeamUser } from '@skillway/shared';
import { formatLongDate } from '../../../lib/format-date';
import { MenuItemLink } from '../../../components/links/menu-item-link';

const LOGO_HEIGHT = 120;

/** The company's logo across the card's top; without one, no grey placeholder repeated on every card. */
function CompanyLogo({ src }: { src: string }) {
  return <Image src={src} alt="Company logo" h={LOGO_HEIGHT} fit="contain" />;
}

function initials(user: TTeamUser): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

interface TTeamCardProps {
  user: TTeamUser;
  onEmail: (user: TTeamUser) => void;
  onAssignCourses: (user: TTeamUser) => void;
  onAssignPlaylists: (user: TTeamUser) => void;
  onEdit: (user: TTeamUser) => void;
}

/** One team member: company logo (their initials when the company has none), name, total courses and last login, with the card menu. */
export function TeamCard({ user, onEmail, onAssignCourses, onAssignPlaylists, onEdit }: TTeamCardProps) {
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      {user.company_logo && (
        <Card.Section p="sm" withBorder mb="md">
          <CompanyLogo src={user.company_logo} />
        </Card.Section>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {!user.company_logo && (
            <Avatar color="indigo" radius="xl" aria-hidden>
              {initials(user)}
            </Avatar>
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal shadow="md" width={200}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={() => onEmail(user)}>
              Send Email
            </Menu.Item>
            <Menu.Item leftSection={<IconBook2 size={16} aria-hidden />} onClick={() => onAssignCourses(user)}>
              Assign to Courses
            </Menu.Item>
            <Menu.Item leftSection={<IconPlaylist size={16} aria-hidden />} onClick={() => onAssignPlaylists(user)}>
              Assign to Playlists
            </Menu.Item>
            <MenuItemLink
              leftSection={<IconUserCircle size={16} aria-hidden />}
              to="/profile/summary/$id"
              params={{ id: user.id }}
            >
              User Summary
            </MenuItemLink>
            <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(user)}>
              Edit User
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Stack gap={4} mt="sm">
        <Text size="sm">
          <Text span fw={600}>
            Total Courses:
          </Text>{' '}
          {user.total_courses}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Last Login:
          </Text>{' '}
          {user.last_login ? formatLongDate(user.last_login) : 'Never'}
        </Text>
      </Stack>
    </Card>
  );
}
