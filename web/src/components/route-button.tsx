import type { ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { routeExists } from '../routes/route-table';

/** A button to another screen; until that screen exists it is disabled with 'Coming soon'. */
export function RouteButton({ to, children, ...props }: ButtonProps & { to: string; children: ReactNode }) {
  if (routeExists(to)) {
    return (
      <Button component={Link} to={to} {...props}>
        {children}
      </Button>
    );
  }
  // data-disabled rather than disabled: a disabled button gets no pointer events, so the tooltip could not show;
  // aria-disabled keeps it focusable and announced as unavailable.
  return (
    <Tooltip label="Coming soon">
      <Button {...props} data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
        {children}
      </Button>
    </Tooltip>
  );
}
