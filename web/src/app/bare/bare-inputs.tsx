import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { MC, styleVars } from './mantine-classes';
import css from './bare.module.css';

interface TFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

const WRAPPER_VARS = styleVars({
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
});
const WRAPPER_ERROR_VARS = styleVars({
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
  '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)',
});

/** Mantine's label (with the required star) and error under the field, tied to the input by id. */
function Field({
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

const onText = (onChange: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) =>
  onChange(event.currentTarget.value);

/** Mantine's TextInput (size sm). */
export function BareTextInput({ type = 'text', ...props }: TFieldProps & { type?: 'text' | 'email' }) {
  const id = useId();
  const { label, value, onChange, error, required, autoComplete, autoFocus } = props;
  return (
    <Field id={id} label={label} required={required} error={error} rootClass={MC.inputRoot}>
      <div
        className={MC.inputWrapper}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        style={error ? WRAPPER_ERROR_VARS : WRAPPER_VARS}
      >
        <input
          className={MC.input}
          data-variant="default"
          id={id}
          type={type}
          value={value}
          onChange={onText(onChange)}
          required={required}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          data-error={error ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
    </Field>
  );
}

/** Mantine's PasswordInput (size sm) with its show/hide toggle (pressed by mouse down, so the input keeps focus). */
export function BarePasswordInput(props: TFieldProps & { toggleLabel: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { label, value, onChange, error, required, autoComplete, toggleLabel } = props;
  const toggle = () => setVisible((shown) => !shown);
  return (
    <Field
      id={id}
      label={label}
      required={required}
      error={error}
      rootClass={`${MC.passwordRoot} ${MC.inputRoot}`}
      rootStyle={styleVars({
        '--psi-icon-size': 'var(--psi-icon-size-sm)',
        '--psi-button-size': 'var(--psi-button-size-sm)',
      })}
    >
      <div
        className={MC.inputWrapper}
        data-variant="default"
        data-size="sm"
        data-with-right-section="true"
        data-error={error ? true : undefined}
        style={error ? WRAPPER_ERROR_VARS : WRAPPER_VARS}
      >
        <div className={`${MC.passwordBox} ${MC.input}`} data-variant="default" data-error={error ? true : undefined}>
          <input
            className={MC.passwordInner}
            id={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={onText(onChange)}
            required={required}
            autoComplete={autoComplete}
            data-invalid={error ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div data-position="right" className={MC.section}>
          <button
            className={MC.visibilityToggle}
            data-variant="subtle"
            type="button"
            aria-pressed={visible}
            tabIndex={-1}
            aria-label={toggleLabel}
            style={styleVars({
              '--ai-bg': 'transparent',
              '--ai-hover': 'var(--mantine-color-gray-light-hover)',
              '--ai-color': 'var(--mantine-color-gray-light-color)',
              '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
            })}
            onMouseDown={(event) => {
              event.preventDefault();
              toggle();
            }}
            onTouchEnd={(event) => {
              event.preventDefault();
              toggle();
            }}
            onKeyDown={(event) => {
              if (event.key === ' ' || event.key === 'Enter') {
                event.preventDefault();
                toggle();
              }
            }}
          >
            <span className={MC.actionIconIcon}>
              <EyeIcon reveal={visible} />
            </span>
          </button>
        </div>
      </div>
    </Field>
  );
}

/** Mantine's PasswordToggleIcon. */
function EyeIcon({ reveal }: { reveal: boolean }) {
  const stroke = {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: '16',
  } as const;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 256 256"
      style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}
    >
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path {...stroke} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
          <path
            {...stroke}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...stroke} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...stroke} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
}

/** Mantine's default (outlined) variant's colours, as its variant colour resolver gives them. */
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

/** Mantine's light Alert (no title, no icon). */
export function BareAlert({ color, children }: { color: 'green' | 'red' | 'blue'; children: ReactNode }) {
  const id = useId();
  return (
    <div
      className={MC.alert}
      id={id}
      role="status"
      aria-describedby={`${id}-body`}
      style={styleVars({
        '--alert-bg': `var(--mantine-color-${color}-light)`,
        '--alert-color': `var(--mantine-color-${color}-light-color)`,
        '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        marginBottom: 'var(--mantine-spacing-md)',
      })}
    >
      <div className={MC.alertWrapper}>
        <div className={MC.alertBody}>
          <div id={`${id}-body`} className={MC.alertMessage}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
