import { Badge } from '@mantine/core';
import { isSuspendedState } from '@skillway/shared';

/** A company's state as a badge: red while suspended (states 2 and 4), indigo otherwise. */
export function CompanyStateBadge({ state, description }: { state: number; description: string }) {
  return (
    <Badge variant="light" color={isSuspendedState(state) ? 'red' : 'indigo'}>
      {description}
    </Badge>
  );
}
