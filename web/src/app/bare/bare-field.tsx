import type { ChangeEvent, ReactNode } from 'react';
import { MC, styleVars } from './mantine-classes';

/**
 * What the login frame's inputs share: Mantine's label, required star and error around a field, and its wrapper
 * variables (size sm). docs/architecture.md, "Hand-written clients and why", says why the frame draws Mantine's
 * markup rather than importing its components.
 */

export interface TFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

export const WRAPPER_VARS = styleVars({
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
});
export const WRAPPER_ERROR_VARS = styleVars({
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
  '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)',
});

/** Mantine's label (with the required star) and error under the field, tied to the input by id. */
export function Field({
  id,
  label,
  required,
  error,
  rootClass,
  rootStyle,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  rootClass: string;
  rootStyle?: ReturnType<typeof styleVars>;
  children: ReactNode;
}) {
  return (
    <div className={rootClass} data-size="sm" data-error={error ? true : undefined} style={rootStyle}>
      <label
        className={MC.label}
        data-size="sm"
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
        style={styleVars({ '--input-label-size': 'var(--mantine-font-size-sm)' })}
      >
        {label}
        {required && (
          <span className={MC.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {error && (
        <p
          className={MC.error}
          data-size="sm"
          id={`${id}-error`}
          style={styleVars({
            '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
          })}
        >
          {error}
        </p>
      )}
    </div>
  );
}

export const onText = (onChange: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) =>
  onChange(event.currentTarget.value);
