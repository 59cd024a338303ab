import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './links/as-anchor';

interface TRowActionProps {
  /** The short word in the tooltip. */
  tooltip: string;
  /** The accessible name: what the button does to which row. */
  label: string;
  children: ReactNode;
  onClick?: () => void;
  color?: string;
  loading?: boolean;
}

/** A table row's icon action with its tooltip. */
export function RowAction({ tooltip, label, children, ...rest }: TRowActionProps) {
  return (
    <Tooltip label={tooltip} withinPortal>
      <ActionIcon variant="subtle" aria-label={label} {...rest}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function RowActionAnchor({
  tooltip,
  label,
  children,
  ...rest
}: TAsAnchor<Omit<TRowActionProps, 'loading' | 'onClick'>>) {
  return (
    <Tooltip label={tooltip} withinPortal>
      <ActionIcon component="a" variant="subtle" aria-label={label} {...rest}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A table row's icon action that opens another screen: `to` and `params` are checked against the routes. */
export const RowActionLink = createLink(RowActionAnchor);
