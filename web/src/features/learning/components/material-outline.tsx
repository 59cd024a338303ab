import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconLink, IconPackage, IconPresentation, IconVideo } from '@tabler/icons-react';
import type { TAsset, TMaterialType } from '@skillway/shared';

const KIND: Record<TMaterialType, { icon: typeof IconVideo; color: string; noun: string }> = {
  video: { icon: IconVideo, color: 'grape', noun: 'Video' },
  document: { icon: IconFileText, color: 'blue', noun: 'Document' },
  link: { icon: IconLink, color: 'teal', noun: 'External link' },
  powerpoint: { icon: IconPresentation, color: 'orange', noun: 'Slides' },
  package: { icon: IconPackage, color: 'indigo', noun: 'E-learning package' },
};

/** A read-only list of materials (Course details): kind, title, description, and a tick for those accessed. */
export function MaterialOutline({
  assets,
  watched,
  empty,
}: {
  assets: readonly TAsset[];
  watched: readonly string[];
  empty: string;
}) {
  if (assets.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const done = new Set(watched);
  return (
    <List spacing="sm" listStyleType="none" center>
      {assets.map((asset) => {
        const kind = KIND[asset.asset_type];
        const Icon = kind.icon;
        return (
          <List.Item
            key={asset.id}
            icon={
              <ThemeIcon variant="light" color={kind.color} size={32} radius="md" aria-hidden>
                <Icon size={18} />
              </ThemeIcon>
            }
          >
            <Group gap={6} wrap="nowrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {asset.title}
              </Text>
              {done.has(asset.id) && (
                <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-label="Accessed" />
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {kind.noun}
              {asset.description ? ` · ${asset.description}` : ''}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
