import type { ReactNode } from 'react';
import { MC, styleVars } from './mantine-classes';
import css from './bare.module.css';

const DEFAULT_VARIANT_VARS = {
  '--button-bg': 'var(--mantine-color-default)',
  '--button-hover': 'var(--mantine-color-default-hover)',
  '--button-color': 'var(--mantine-color-default-color)',
  '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
};

/**
 * Mantine's Button, filled (or `variant="default"`, the outlined one beside a filled primary action); `loading`
 * shows its loader over the label and disables it.
 */
export function BareButton({
  size,
  variant = 'filled',
  fullWidth = false,
  loading = false,
  type = 'button',
  onClick,
  children,
}: {
  size: 'sm' | 'md';
  variant?: 'filled' | 'default';
  fullWidth?: boolean;
  loading?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      className={MC.button}
      data-size={size}
      data-variant={variant === 'default' ? 'default' : undefined}
      data-block={fullWidth || undefined}
      data-disabled={loading || undefined}
      data-loading={loading || undefined}
      disabled={loading}
      type={type}
      onClick={onClick}
      style={styleVars({
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': `var(--mantine-font-size-${size})`,
        '--button-color': 'var(--mantine-color-white)',
        ...(variant === 'default' ? DEFAULT_VARIANT_VARS : {}),
      })}
    >
      {loading && (
        <span className={`${MC.buttonLoader} ${css.buttonLoader}`} aria-hidden="true">
          <span
            className={MC.loader}
            style={styleVars({
              '--loader-size': 'calc(var(--button-height) / 1.8)',
              '--loader-color': 'var(--button-color)',
            })}
          />
        </span>
      )}
      <span className={MC.buttonInner}>
        <span className={MC.buttonLabel} data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </button>
  );
}
