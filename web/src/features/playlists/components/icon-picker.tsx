import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, ScrollArea, SimpleGrid, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ICON_NAMES, PLAYLIST_ICON_COMPONENTS, iconLabel } from '../lib/playlist-icons';

interface TIconPickerProps {
  value: string | null;
  onChange: (icon: string) => void;
  error?: string;
}

/** 'Choose an icon': the fixed icons in a grid, filtered by a search on their names; one is chosen at a time. */
export function IconPicker({ value, onChange, error }: TIconPickerProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  // Matched against the names in the active language (a few dozen: no need to memoise).
  const needle = filter.trim().toLowerCase();
  const shown = ICON_NAMES.filter((name) => !needle || iconLabel(name).toLowerCase().includes(needle));

  return (
    <Input.Wrapper label={t`Choose an icon`} error={error} required>
      <Stack gap="xs" mt={6}>
        <TextInput
          aria-label={t`Search icons`}
          placeholder={t`Search icons`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
          <SimpleGrid cols={{ base: 5, xs: 8 }} spacing={6} role="radiogroup" aria-label={t`Icons`}>
            {shown.map((name) => {
              const Icon = PLAYLIST_ICON_COMPONENTS[name];
              const chosen = value === name;
              return (
                <Tooltip key={name} label={iconLabel(name)} withinPortal openDelay={300}>
                  <UnstyledButton
                    role="radio"
                    aria-checked={chosen}
                    aria-label={iconLabel(name)}
                    onClick={() => onChange(name)}
                    p={8}
                    style={{
                      display: 'flex',
                      justifyContent: 'center',
                      borderRadius: 'var(--mantine-radius-md)',
                      border: `2px solid ${chosen ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-gray-3)'}`,
                      background: chosen ? 'var(--mantine-color-indigo-0)' : undefined,
                      color: chosen ? 'var(--mantine-color-indigo-7)' : 'var(--mantine-color-gray-7)',
                    }}
                  >
                    <Icon size={24} stroke={1.6} aria-hidden />
                  </UnstyledButton>
                </Tooltip>
              );
            })}
          </SimpleGrid>
          {shown.length === 0 && (
            <Text size="sm" c="dimmed" py="sm">
              <Trans>No icon matches the search.</Trans>
            </Text>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Input.Wrapper>
  );
}
