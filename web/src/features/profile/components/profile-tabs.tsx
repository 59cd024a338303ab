import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { routeExists } from '../../../routes/route-table';

const TABS = [
  { value: '/profile/activity', label: 'Activity' },
  { value: '/profile/courses', label: 'Courses' },
  { value: '/profile/playlists', label: 'Playlists' },
  { value: '/profile/external-training', label: 'External Training' },
] as const;

/** The progress screens of one's profile as tabs; each tab is its own route (screens not built yet are left out). */
export function ProfileTabs({ current }: { current: (typeof TABS)[number]['value'] }) {
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(value) => value && value !== current && void navigate({ to: value })}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {TABS.filter((tab) => routeExists(tab.value)).map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
