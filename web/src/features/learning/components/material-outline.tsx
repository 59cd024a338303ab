import { Group, List, Text, ThemeIcon } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconCircleCheck, IconFileText, IconLink, IconPackage, IconPresentation, IconVideo } from '@tabler/icons-react';
import type { TAsset, TMaterialType } from '@skillway/shared';

const KIND: Record<TMaterialType, { icon: typeof IconVideo; color: string; noun: MessageDescriptor }> = {
  video: { icon: IconVideo, color: 'grape', noun: msg`Video` },
  document: { icon: IconFileText, color: 'blue', noun: msg`Document` },
  link: { icon: IconLink, color: 'teal', noun: msg`External link` },
  powerpoint: { icon: IconPresentation, color: 'orange', noun: msg`Slides` },
  package: { icon: IconPackage, color: 'indigo', noun: msg`E-learning package` },
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
  const { t } = useLingui();
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
                <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-label={t`Accessed`} />
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t(kind.noun)}
              {asset.description ? ` · ${asset.description}` : ''}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
