import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

// External Training joins as a tab when its screen is built.
const TABS = [
  { value: '/profile/activity', label: 'Activity' },
  { value: '/profile/courses', label: 'Courses' },
  { value: '/profile/playlists', label: 'Playlists' },
] as const;

type TProfileTab = (typeof TABS)[number]['value'];

function isTab(value: string): value is TProfileTab {
  return TABS.some((tab) => tab.value === value);
}

/** The progress screens of one's profile as tabs; each tab is its own route. */
export function ProfileTabs({ current }: { current: TProfileTab }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(value) => value && value !== current && isTab(value) && void navigate({ to: value })}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
