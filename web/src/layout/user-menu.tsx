import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useConfirmLogout } from '../features/auth/components/use-confirm-logout';
import { AvatarLink } from '../components/links/avatar-link';
import { MenuItemLink } from '../components/links/menu-item-link';

interface TUserMenuProps {
  name: string;
  avatarUrl: string | null;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The avatar (links to the profile) and the account menu: My Profile, My Password, Logout. */
export function UserMenu({ name, avatarUrl }: TUserMenuProps) {
  const router = useRouter();
  const confirmLogout = useConfirmLogout(() => void router.navigate({ to: '/login', replace: true }));
  return (
    <Group gap={4} wrap="nowrap">
      <AvatarLink
        to="/profile/profile"
        src={avatarUrl}
        alt={`${name}, my profile`}
        aria-label="My profile"
        color="indigo"
        radius="xl"
      >
        {initials(name)}
      </AvatarLink>
      <Menu position="bottom-end" width={200} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="Account menu" px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
                {name}
              </Text>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <MenuItemLink to="/profile/profile" leftSection={<IconUser size={16} aria-hidden />}>
            My Profile
          </MenuItemLink>
          <MenuItemLink to="/profile/password" leftSection={<IconKey size={16} aria-hidden />}>
            My Password
          </MenuItemLink>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={confirmLogout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
