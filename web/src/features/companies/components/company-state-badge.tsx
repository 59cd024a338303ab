import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { isSuspendedState } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/** A company's state as a badge (the server's name, in the active language): red while suspended (2 and 4), else indigo. */
export function CompanyStateBadge({ state, description }: { state: number; description: string }) {
  // Renders again when the language changes (specText reads the active one).
  useLingui();
  return (
    <Badge variant="light" color={isSuspendedState(state) ? 'red' : 'indigo'}>
      {specText(description)}
    </Badge>
  );
}
