import { Trans } from '@lingui/react/macro';
import { Button, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFileTypeCsv,
  IconPlugConnected,
  IconPlus,
  IconUpload,
} from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { deliverExport } from '../../../lib/deliver-export';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useExportUsers } from '../api/mutations';

interface TUsersToolbarProps {
  /** 'Current Users: N / max' from the list's meta; null until the first answer. */
  counter: { current: number; max: number } | null;
  hasRows: boolean;
  breatheEnabled: boolean;
  onAdd: () => void;
  onCsvImport: () => void;
  onBreatheImport: () => void;
}

/** Add User (disabled at the plan's maximum), Import Users, Export Users and the user counter. */
export function UsersToolbar({
  counter,
  hasRows,
  breatheEnabled,
  onAdd,
  onCsvImport,
  onBreatheImport,
}: TUsersToolbarProps) {
  const exportUsers = useExportUsers();
  const atLimit = counter !== null && counter.current >= counter.max;
  const current = counter?.current;
  const max = counter?.max;

  const runExport = () =>
    exportUsers.mutate(undefined, {
      onSuccess: deliverExport,
      onError: (error) => notifyApiError(error),
    });

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Tooltip label={specText(MSG.PLAN_LIMIT)} disabled={!atLimit}>
            {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
            <span>
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={onAdd}
                disabled={atLimit || counter === null}
              >
                <Trans>Add User</Trans>
              </Button>
            </span>
          </Tooltip>
          <Menu position="bottom-start" withinPortal shadow="md">
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                <Trans>Import Users</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item data-autofocus leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={onCsvImport}>
                <Trans>CSV Import</Trans>
              </Menu.Item>
              {breatheEnabled && (
                <Menu.Item leftSection={<IconPlugConnected size={16} aria-hidden />} onClick={onBreatheImport}>
                  <Trans>BreatheHR Import</Trans>
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
          {hasRows && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={runExport}
              loading={exportUsers.isPending}
            >
              <Trans>Export Users</Trans>
            </Button>
          )}
        </Group>
        {counter && (
          <Text fw={600} aria-live="polite">
            <Trans>
              Current Users: {current} / {max}
            </Trans>
          </Text>
        )}
      </Group>
      {atLimit && (
        <Text size="sm" c="red" role="status">
          {specText(MSG.PLAN_LIMIT)}
        </Text>
      )}
    </Stack>
  );
}
