import { Suspense, lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { AvatarLink } from '../components/links/avatar-link';
import { AccountButton } from './account-button';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

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

/**
 * The avatar (links to the profile) and the account menu: My Profile, My Password, Logout. The menu's code is
 * fetched when the pointer or the focus reaches its button and mounted (open) on the first click or arrow key.
 */
export function UserMenu({ name, avatarUrl }: TUserMenuProps) {
  const { t } = useLingui();
  const shownInitials = initials(name);
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <AccountButton
      name={name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setWanted(true);
        }
      }}
    />
  );
  return (
    <Group gap={4} wrap="nowrap">
      <AvatarLink
        to="/profile/profile"
        src={avatarUrl}
        alt={t`${name}, my profile`}
        // The initials it shows (no photo yet) are part of its name, so speech users can say them (WCAG 2.5.3).
        aria-label={avatarUrl ? t`My profile` : t`My profile: ${shownInitials}`}
        color="indigo"
        radius="xl"
      >
        {shownInitials}
      </AvatarLink>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <AccountMenu name={name} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Group>
  );
}
