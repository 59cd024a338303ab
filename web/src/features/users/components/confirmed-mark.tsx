import { useLingui } from '@lingui/react/macro';
import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** The confirmed column (users table, user report): a tick once the user has chosen their own password, else a cross. */
export function ConfirmedMark({ confirmed }: { confirmed: boolean }) {
  const { t } = useLingui();
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color={confirmed ? 'green' : 'red'}
      role="img"
      aria-label={confirmed ? t`Confirmed` : t`Not confirmed`}
    >
      {confirmed ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
    </ThemeIcon>
  );
}
