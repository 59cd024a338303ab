import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip, type ButtonProps } from '@mantine/core';

/** A button to a screen a later issue builds: shown disabled, with 'Coming soon'. */
export function ComingSoonButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const { t } = useLingui();
  // data-disabled rather than disabled: a disabled button gets no pointer events, so the tooltip could not show;
  // aria-disabled keeps it focusable and announced as unavailable.
  return (
    <Tooltip label={t`Coming soon`}>
      <Button {...props} data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
        {children}
      </Button>
    </Tooltip>
  );
}
