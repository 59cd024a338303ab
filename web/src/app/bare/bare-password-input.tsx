import { useId, useState } from 'react';
import { Field, onText, WRAPPER_ERROR_VARS, WRAPPER_VARS, type TFieldProps } from './bare-field';
import { MC, styleVars } from './mantine-classes';

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
