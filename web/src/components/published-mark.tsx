import { useLingui } from '@lingui/react/macro';
import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** The Published column: a tick or a cross, named for screen readers. */
export function PublishedMark({ published }: { published: boolean }) {
  const { t } = useLingui();
  const label = published ? t`Published` : t`Not published`;
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color={published ? 'green' : 'red'}
      role="img"
      aria-label={label}
      title={label}
    >
      {published ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
    </ThemeIcon>
  );
}
