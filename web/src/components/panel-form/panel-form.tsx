import type { FormEventHandler, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PanelFooter, type TPanelFooterProps } from './panel-footer';

type TPanelFormProps = Omit<TPanelFooterProps, 'onSubmit' | 'children'> & {
  /** The form's accessible name (usually the panel's title). */
  label: string;
  /** The form's submit: validates, saves, and closes the panel only on success (see `panelSaveHandlers`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Start of the footer, beside Cancel / Save. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The body of a side-panel form: the fields, then Cancel and Save. The browser's own validation is off; the
 * form's schema speaks in the app's words under each field.
 */
export function PanelForm({ label, onSubmit, footer, children, ...actions }: TPanelFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <PanelFooter {...actions}>{footer}</PanelFooter>
      </Stack>
    </form>
  );
}
