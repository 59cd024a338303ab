import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** A Published column's tick or cross, named for screen readers. */
export function PublishedMark({ published }: { published: boolean }) {
  const label = published ? 'Published' : 'Not published';
  return (
    <ThemeIcon size="sm" radius="xl" variant="light" color={published ? 'green' : 'red'} role="img" aria-label={label} title={label}>
      {published ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
    </ThemeIcon>
  );
}
