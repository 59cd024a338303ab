import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

// External Training joins as a tab when its screen is built.
const TABS = [
  { value: '/profile/activity', label: msg`Activity` },
  { value: '/profile/courses', label: msg`Courses` },
  { value: '/profile/playlists', label: msg`Playlists` },
] as const;

type TProfileTab = (typeof TABS)[number]['value'];

function isTab(value: string): value is TProfileTab {
  return TABS.some((tab) => tab.value === value);
}

/** The progress screens of one's profile as tabs; each tab is its own route. */
export function ProfileTabs({ current }: { current: TProfileTab }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(value) => value && value !== current && isTab(value) && void navigate({ to: value })}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
