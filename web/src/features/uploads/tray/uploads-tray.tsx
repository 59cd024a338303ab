import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/api/query-keys';
import { UploadEntryRow } from './upload-entry-row';
import { getUploadsStore } from './uploads-store';
import { useUploads } from './use-uploads';

/**
 * The header's uploads tray (administrators): shown while there are large uploads, a list of them with their
 * progress. A material added when its upload finished refreshes the course screens.
 */
export default function UploadsTray() {
  const { t } = useLingui();
  const entries = useUploads();
  const queryClient = useQueryClient();
  useEffect(
    () => getUploadsStore().onMaterialAdded(() => void queryClient.invalidateQueries({ queryKey: courseKeys.all })),
    [queryClient],
  );
  if (entries.length === 0) return null;
  // "Uploads (1 running)": what the header's button says of the uploads under way.
  const running = entries.filter((entry) => entry.status === 'uploading' || entry.status === 'saving').length;
  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow trapFocus={false}>
      <Popover.Target>
        <ActionIcon
          variant={running > 0 ? 'light' : 'subtle'}
          color={running > 0 ? 'indigo' : 'gray'}
          size="lg"
          aria-label={running > 0 ? t`Uploads (${running} running)` : t`Uploads`}
        >
          <IconCloudUpload size={22} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm" id="uploads-tray-title">
            <Trans>Uploads</Trans>
          </Text>
          <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="uploads-tray-title">
            {entries.map((entry) => (
              <UploadEntryRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
