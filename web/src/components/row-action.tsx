import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';

interface TRowActionProps {
  /** The short word in the tooltip. */
  tooltip: string;
  /** The accessible name: what the button does to which row. */
  label: string;
  children: ReactNode;
  onClick?: () => void;
  color?: string;
  loading?: boolean;
  /** A link to another screen instead of a button. */
  to?: string;
}

/** A table row's icon action with its tooltip: a button, or a link when `to` is given. */
export function RowAction({ tooltip, label, children, to, ...rest }: TRowActionProps) {
  return (
    <Tooltip label={tooltip} withinPortal>
      {to ? (
        <ActionIcon component={Link} to={to} variant="subtle" aria-label={label} {...rest}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" aria-label={label} {...rest}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
