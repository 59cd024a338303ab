import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

type TAccountButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'> & { name: string };

/**
 * The header's account menu button: the same element before the menu's code has loaded and after. Its name starts
 * with the name it shows (WCAG 2.5.3, label in name); on a phone, where the name is hidden, it reads the same.
 */
export function AccountButton({ name, ...props }: TAccountButtonProps) {
  const { t } = useLingui();
  return (
    <UnstyledButton
      aria-label={t`${name}: account menu`}
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      {...props}
    >
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
          {name}
        </Text>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
