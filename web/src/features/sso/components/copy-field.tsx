import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A value to copy into another system (the IdP, the SCIM client): its label, the value in full (it wraps on a phone
 * rather than being cut), and a copy button named "Copy <label>" whose tooltip says when it has copied.
 */
export function CopyField({
  label,
  value,
  hint,
  copyLabel = label,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  /** What the copy button names when the label alone repeats on the screen ("TXT record value for example.com"). */
  copyLabel?: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="div">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value}
        </Code>
        <CopyValueButton label={copyLabel} value={value} />
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The copy button alone, always named "Copy <label>"; once it has copied, its tick and tooltip say so, and a polite
 * status tells a screen reader.
 */
export function CopyValueButton({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Tooltip label={copied ? t`Copied` : t`Copy ${label}`} withArrow position="left">
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="lg"
              onClick={copy}
              aria-label={t`Copy ${label}`}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden role="status">{copied ? t`${label} copied` : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
