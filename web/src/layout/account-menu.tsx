import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useConfirmLogout } from './use-confirm-logout';
import { MenuItemLink } from '../components/links/menu-item-link';
import { AccountButton } from './account-button';

/**
 * The account menu (My Profile, My Password, Logout), a chunk of its own: Mantine's Menu brings Popover and
 * floating-ui, which no signed-in screen needs before the learner opens it. It mounts open, from the click (or
 * key) that asked for it, and keeps the focus on its button.
 */
export default function AccountMenu({ name }: { name: string }) {
  const router = useRouter();
  const confirmLogout = useConfirmLogout(() => void router.navigate({ to: '/login', replace: true }));
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The placeholder button that was clicked is gone: its replacement takes the focus unless the menu has it.
    if (document.activeElement === document.body) target.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" width={200} withinPortal defaultOpened>
      <Menu.Target>
        <AccountButton ref={target} name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink data-autofocus to="/profile/profile" leftSection={<IconUser size={16} aria-hidden />}>
          <Trans>My Profile</Trans>
        </MenuItemLink>
        <MenuItemLink to="/profile/password" leftSection={<IconKey size={16} aria-hidden />}>
          <Trans>My Password</Trans>
        </MenuItemLink>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={confirmLogout}>
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
