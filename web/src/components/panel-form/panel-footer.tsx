import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

export interface TPanelFooterProps {
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The save is under way: Save spins and Cancel waits, so the panel is not closed mid-save. */
  submitting: boolean;
  /** Save stays off, e.g. nothing changed yet or a file is still uploading. */
  submitDisabled?: boolean;
  /** A click handler for panels that are not a form; without it Save submits the surrounding form. */
  onSubmit?: () => void;
  /** Shown at the start of the footer (a count of what will change). */
  children?: ReactNode;
}

/** A side panel's Cancel / Save row. */
export function PanelFooter({
  onCancel,
  submitLabel,
  submitting,
  submitDisabled,
  onSubmit,
  children,
}: TPanelFooterProps) {
  return (
    <Group justify={children ? 'space-between' : 'flex-end'} gap="sm" wrap="wrap">
      {children}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type={onSubmit ? 'button' : 'submit'}
          onClick={onSubmit}
          loading={submitting}
          disabled={submitDisabled && !submitting}
        >
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
